/**
 * Where sign-out sends the browser: home, or first to the provider's end-session endpoint when this
 * session was signed in through a provider that offers one (RP-initiated logout), which sends it home.
 */
import { apiPaths } from '@shared/api.ts';
import type { OidcSettings } from '../../../config.ts';
import type { AppContext } from '../../../types.ts';
import { endSessionUrl, providerConfiguration } from './provider-client.ts';

/** This site's callback, as registered at the provider. */
export const redirectUrlOf = (ctx: AppContext, settings: OidcSettings): string => settings.redirectUrl ?? `${ctx.protocol}://${ctx.host}${apiPaths.providerCallback}`;

/** Where the provider sends the browser after its sign-out: this site's home (register it there too). */
export const homeUrlOf = (ctx: AppContext, settings: OidcSettings): string => `${new URL(redirectUrlOf(ctx, settings)).origin}/`;

/** Reads the session before it is destroyed (call it first); the provider being down only skips its sign-out. */
export function afterSignOut(ctx: AppContext): Promise<string> {
  const idToken = ctx.session?.oidcIdToken;
  const settings = ctx.config.oidc;
  if (!idToken || !settings) return Promise.resolve('/');
  return providerConfiguration(settings, ctx.config.env === 'test').then(
    (configuration) => endSessionUrl(configuration, idToken, homeUrlOf(ctx, settings))?.href ?? '/',
    (error: unknown) => {
      ctx.state.log.warn({ err: { name: error instanceof Error ? error.name : 'unknown' } }, 'provider sign-out skipped: discovery failed');
      return '/';
    },
  );
}
