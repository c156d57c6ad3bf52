/**
 * The OpenID Connect relying party (openid-client 6): discovery of the configured provider, the
 * authorization URL (code + PKCE S256, state, nonce), the code exchange with every ID token check
 * openid-client makes (signature, issuer, audience, expiry, nonce), and the end-session URL.
 */
import * as client from 'openid-client';
import type { OidcSettings } from '../../../config.ts';

/** The provider's identity claims this site uses. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  preferredUsername: string | undefined;
  name: string | undefined;
  /** The raw ID token: the hint of the provider's end-session call at sign-out. */
  idToken: string;
}

export interface ProviderChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Asked for a fresh sign-in: the ID token must say the person signed in at the provider just now. */
  fresh?: boolean;
}

/** One discovery per settings object; a failed one is forgotten so the next sign-in tries again. */
const discovered = new WeakMap<OidcSettings, Promise<client.Configuration>>();

/**
 * Plain-http issuers are refused outside NODE_ENV=test: only the tests' provider on
 * loopback is reached without TLS.
 */
export function providerConfiguration(settings: OidcSettings, allowHttp: boolean): Promise<client.Configuration> {
  let configuration = discovered.get(settings);
  if (!configuration) {
    configuration = client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      client.ClientSecretBasic(settings.clientSecret),
      allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    configuration.catch(() => discovered.delete(settings));
    discovered.set(settings, configuration);
  }
  return configuration;
}

export function newChecks(): ProviderChecks {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}

/**
 * A fresh sign-in (before deleting an account) asks the provider to sign the person in again whatever
 * session it holds (`prompt=login`, `max_age=0`, OpenID Connect Core 3.1.2.1), and its answer is
 * checked for an `auth_time` of just now.
 */
export async function authorizationUrl(configuration: client.Configuration, redirectUrl: string, checks: ProviderChecks): Promise<URL> {
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUrl,
    scope: 'openid email profile',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    ...(checks.fresh ? { prompt: 'login', max_age: '0' } : {}),
  });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * Exchanges the callback's code and checks the ID token; throws on any mismatch. Claims missing from
 * the ID token (providers often keep email and profile for UserInfo) are read from UserInfo, bound to
 * the same subject.
 */
export async function finishSignIn(configuration: client.Configuration, callbackUrl: URL, checks: ProviderChecks): Promise<ProviderIdentity> {
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
    ...(checks.fresh ? { maxAge: 0 } : {}),
  });
  const claims = tokens.claims();
  const idToken = tokens.id_token;
  if (!claims || !idToken) throw new Error('the provider returned no ID token');
  let profile: Record<string, unknown> = { ...claims };
  if (text(claims.email) === undefined && configuration.serverMetadata().userinfo_endpoint) {
    profile = { ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)), ...claims };
  }
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(profile.email),
    emailVerified: profile.email_verified === true,
    preferredUsername: text(profile.preferred_username),
    name: text(profile.name) ?? ([text(profile.given_name), text(profile.family_name)].filter(Boolean).join(' ') || undefined),
    idToken,
  };
}

/** The provider's end-session URL, when it offers one (RP-initiated logout). */
export function endSessionUrl(configuration: client.Configuration, idToken: string, afterLogout: string): URL | undefined {
  if (!configuration.serverMetadata().end_session_endpoint) return undefined;
  return client.buildEndSessionUrl(configuration, { id_token_hint: idToken, post_logout_redirect_uri: afterLogout });
}
