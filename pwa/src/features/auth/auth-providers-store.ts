/**
 * Which third-party sign-in the server offers (GET /api/auth/providers), asked once per page load when
 * the auth dialog first opens. Until the answer is in, or when it fails (offline: a provider could not
 * be reached anyway), no provider button is shown.
 */
import { useSyncExternalStore } from 'react';
import type { AuthProviders } from '@shared/api.ts';
import { userPaths } from '@shared/api/users.ts';
import { pageLocale, type Locale } from '@shared/locale.ts';
import { apiGet } from '@pwa/lib/api-client.ts';

let providers: AuthProviders | null = null;
let asking = false;
const listeners = new Set<() => void>();

export function setAuthProviders(next: AuthProviders | null): void {
  providers = next;
  listeners.forEach((listener) => listener());
}

/** Asks the server unless it answered already or is being asked; a failure lets the next opening ask again. */
export function loadAuthProviders(): void {
  if (providers || asking) return;
  asking = true;
  apiGet<AuthProviders>(userPaths.authProviders).then(
    (answer) => {
      asking = false;
      setAuthProviders(answer);
    },
    () => {
      asking = false;
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAuthProviders = (): AuthProviders | null => useSyncExternalStore(subscribe, () => providers);

/**
 * Where the provider button sends the browser: the sign-in, and back to this very page after it. The
 * page's language goes along, so the server's pages on the way (a refusal, the link page) speak it.
 */
/** `fresh`: the provider signs the person in again even with a session of its own (before a grave step). */
export function providerLoginHref(location: Pick<Location, 'pathname' | 'search'>, locale: Locale = pageLocale, { fresh = false } = {}): string {
  return `${userPaths.providerLogin}?returnTo=${encodeURIComponent(location.pathname + location.search)}&lang=${locale}${fresh ? '&fresh=1' : ''}`;
}
