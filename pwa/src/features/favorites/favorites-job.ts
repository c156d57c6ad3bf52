/**
 * The favorites' part in keeping the device in step (a job of the sync module): a toggle is queued for
 * the signed-in account as soon as it is made; the account is pulled and merged when it is read or
 * changes (page load, sign-in, sign-out) and when the connection returns, then the favorite listings the
 * device lacks are fetched.
 */
import { apiGet } from '@pwa/lib/api-client.ts';
import { reportErrorAs } from '@pwa/lib/report-error.ts';
import { createCoalescingRunner, currentAccountId, type SyncJob } from '@pwa/sync/index.ts';
import { FAVORITE_TOGGLED_EVENT } from './favorites-store.ts';
import { holdFavoriteItems } from './hold-favorite-items.ts';
import { claimDeviceFavorites, pullFavorites } from './sync-favorites.ts';

export interface FavoritesSyncDeps {
  getJson<T>(path: string): Promise<T>;
  online(): boolean;
}

const appDeps: FavoritesSyncDeps = {
  getJson: (path) => apiGet(path),
  online: () => navigator.onLine,
};

export function favoritesJob(deps: FavoritesSyncDeps = appDeps): SyncJob {
  const name = 'pulling the favorites';
  // A pull that failed (offline, signed out meanwhile) is tried again at the next sign-in or `online`.
  const pull = createCoalescingRunner(name, async () => {
    if (!deps.online()) return;
    const accountId = await currentAccountId();
    if (accountId) await pullFavorites(accountId, deps);
    await holdFavoriteItems(deps);
  });
  // A failed claim leaves the change unmarked on the device: the next claim or pull queues it.
  const claim = async (): Promise<void> => {
    const accountId = await currentAccountId();
    if (accountId) await claimDeviceFavorites(accountId).catch(reportErrorAs('queuing the favorite toggles'));
  };
  return {
    name,
    async on(trigger) {
      // A toggle made before the sync started is queued by this claim when the account is first read.
      if (trigger === 'account') {
        await claim();
        await pull.request();
      } else if (trigger === 'online') {
        await pull.request();
      }
    },
    watch() {
      const onToggled = () => void claim();
      window.addEventListener(FAVORITE_TOGGLED_EVENT, onToggled);
      return () => window.removeEventListener(FAVORITE_TOGGLED_EVENT, onToggled);
    },
  };
}
