/**
 * A real OpenID Provider on loopback for tests (oidc-provider 9 with its development interactions),
 * and a small browser that walks its sign-in: the login form (any login; the account is the login
 * typed) and the consent form. The accounts' claims are the test's to set.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
}

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims by login: the login typed on the provider's form is the subject. */
  accounts: Map<string, LocalAccount>;
  /** Registers this site (its origins) as the client, before the first sign-in. */
  registerSite: (...siteOrigins: string[]) => void;
  close: () => Promise<void>;
}

/**
 * `claimsOf`: the claims of a login the test has not put in `accounts` (by default none but the
 * subject); `port`: 0 picks a free one.
 */
export async function startLocalProvider(options: { claimsOf?: (login: string) => LocalAccount; port?: number } = {}): Promise<LocalProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, LocalAccount>();
  const clientId = 'kiraya-test';
  const clientSecret = 'kiraya-test-secret-kiraya-test-secret';
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    registerSite: (...siteOrigins) => {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: siteOrigins.map((origin) => `${origin}/api/callback`),
            post_logout_redirect_uris: siteOrigins.map((origin) => `${origin}/`),
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...(accounts.get(sub) ?? options.claimsOf?.(sub)) }) }),
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
        features: { devInteractions: { enabled: true } },
        pkce: { required: () => true },
        cookies: { keys: ['local-provider-cookie-key-for-tests-only'] },
      });
      handler = provider.callback();
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
