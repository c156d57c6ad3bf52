/**
 * Sign-out: turn this device's push alerts off, clear its cached data
 * and the worker's runtime caches first, then let the browser follow GET /api/logout, which ends the server session and
 * redirects to /. Writes still in the outbox are kept for the next sign-in of the same account (they
 * carry its id); when there are any, the user is told how many before signing out.
 */
import { apiPaths } from '@shared/api.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { clearLocalData } from '@pwa/db/clear-local-data.ts';
import { clearRuntimeCaches } from '@pwa/lib/clear-runtime-caches.ts';
import { setSignOutCheck } from './sign-out-check-store.ts';
import { reportError } from '@pwa/lib/report-error.ts';

/** This device's push alerts go with the account (features/alerts): loaded only when signing out. */
const turnOffAlerts = async (): Promise<void> => (await import('@pwa/features/alerts/sign-out.ts')).turnOffAlertsForSignOut();

export async function signOut(): Promise<void> {
  setSignOutCheck(null);
  try {
    // Alerts first, while the session still names the account the subscription belongs to.
    await turnOffAlerts().catch((error: unknown) => reportError('turning alerts off at sign-out', error));
    await Promise.all([clearLocalData(), clearRuntimeCaches()]);
  } finally {
    // Even if clearing failed, the server session must still end.
    window.location.assign(apiPaths.logout);
  }
}

/** The number of the signed-in account's writes that have not reached the server. */
export async function countUnsyncedWrites(): Promise<number> {
  const accountId = (await db.session.get(SESSION_KEY))?.user?.id;
  return accountId ? db.outbox.where('accountId').equals(accountId).count() : 0;
}

/** What the Sign out menu items do: sign out at once, or first say what is still waiting. */
export async function requestSignOut(): Promise<void> {
  const unsynced = await countUnsyncedWrites().catch((error: unknown) => {
    // Unreadable (storage failing): sign out as asked; the writes stay under the account anyway.
    reportError('counting the writes still waiting', error);
    return 0;
  });
  if (unsynced > 0) setSignOutCheck(unsynced);
  else await signOut();
}
