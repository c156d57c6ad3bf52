/**
 * Keeps this tab's favourites in step with the signed-in account (DESIGN.md §7): a toggle is queued
 * for the account as soon as it is made; the account is pulled and merged when a session begins
 * (page load or sign-in) and when the connection returns; then the favourite listings the device
 * lacks are fetched. Loaded after the first paint (features/offline/start-device-refresh.ts); a toggle
 * made before then is queued by the claim when the session is first read.
 */
import { liveQuery } from 'dexie';
import { apiGet } from '@pwa/lib/api-client.ts';
import { currentAccountId } from '@pwa/sync/current-account.ts';
import { claimDeviceFavourites, pullFavourites } from '@pwa/sync/index.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { FAVOURITE_TOGGLED_EVENT } from './favourites-store.ts';
import { holdFavouriteItems } from './hold-favourite-items.ts';

export interface FavouritesSyncDeps {
  getJson<T>(path: string): Promise<T>;
  online(): boolean;
}

const appDeps: FavouritesSyncDeps = {
  getJson: (path) => apiGet(path),
  online: () => navigator.onLine,
};

export function startFavouritesSync(deps: FavouritesSyncDeps = appDeps): () => void {
  const pull = oneAtATime(async () => {
    if (!deps.online()) return;
    const accountId = await currentAccountId();
    if (accountId) await pullFavourites(accountId, deps);
    await holdFavouriteItems(deps);
  });
  // A failed claim leaves the change unmarked on the device: the next claim or pull queues it.
  const claim = (accountId: string) => void claimDeviceFavourites(accountId).catch(() => undefined);
  const onToggled = () => {
    void currentAccountId().then((accountId) => accountId && claim(accountId));
  };
  const onOnline = () => void pull();
  window.addEventListener(FAVOURITE_TOGGLED_EVENT, onToggled);
  window.addEventListener('online', onOnline);

  let account: string | null | undefined;
  const session = liveQuery(async () => (await db.session.get(SESSION_KEY))?.user?.id ?? null).subscribe({
    next: (accountId) => {
      if (accountId === account) return;
      account = accountId;
      if (accountId) claim(accountId);
      void pull();
    },
  });

  return () => {
    window.removeEventListener(FAVOURITE_TOGGLED_EVENT, onToggled);
    window.removeEventListener('online', onOnline);
    session.unsubscribe();
  };
}

/**
 * Runs the task one at a time; asked while it runs, it runs once more afterwards (the running one may
 * have read the session or the favourites before what prompted the ask). Never rejects: a pull that
 * failed (offline, signed out meanwhile) is tried again at the next start, sign-in or `online`.
 */
function oneAtATime(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again: Promise<void> | null = null;
  const run = (): Promise<void> => {
    if (!running) {
      running = task()
        .catch(() => undefined)
        .finally(() => {
          running = null;
        });
      return running;
    }
    again ??= running.then(() => {
      again = null;
      return run();
    });
    return again;
  };
  return run;
}
