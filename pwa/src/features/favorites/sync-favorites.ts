/**
 * Brings the device's favorites and the signed-in account's together.
 */
import { apiPaths, type FavoriteChange, type FavoriteEntry } from '@shared/api.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { announceFavoritesSynced, dropDeviceItems, loadDeviceFavorites, saveDeviceFavorites, type DeviceChange } from './device-favorites.ts';
import { changesToPush, mergeAccountEntries } from './favorite-merge.ts';
import { queueFavoriteChanges } from './queue-favorites.ts';

// claimDeviceFavorites (no network) runs after each toggle and when an account's session begins:
// changes made on the device that no account has yet are queued for this account — favorites kept
// while signed out join the account at sign-in, as a visitor would expect of "my favorites" — and
// favorites merged from or queued for another account leave the device, so one person's list never
// lands in the next account signed in on a shared phone (their changes still waiting stay in the
// outbox under their own account).
//
// pullFavorites (on start, sign-in and `online`) reads the account's entries, merges them into the
// device by the rule both sides use, and queues what the device has that the account lacks. That
// comparison, not bookkeeping, decides what is pushed, so a toggle whose queueing never happened (the
// tab closed first) is pushed by the next pull: a toggle is never lost.
export interface PullDeps {
  /** GET of a JSON answer; rejects with an ApiError (lib/api-client.ts's apiGet in the app). */
  getJson<T>(path: string): Promise<T>;
}

const signedInAs = async (accountId: string): Promise<boolean> => (await db.session.get(SESSION_KEY))?.user?.id === accountId;

/** Resolves with the number of changes queued. */
export async function claimDeviceFavorites(accountId: string): Promise<number> {
  const state = loadDeviceFavorites();
  const others = new Set([...state.changes].filter(([, change]) => change.account !== null && change.account !== accountId).map(([itemId]) => itemId));
  const dropped = dropDeviceItems(state, others);
  // Saved even when nothing was dropped: the times loadDeviceFavorites gave to untimed favorites
  // must be the ones queued.
  saveDeviceFavorites(state);
  if (dropped) announceFavoritesSynced();
  const unsent = [...state.changes].filter(([, change]) => change.account === null).map(([itemId, change]) => toChange(itemId, change));
  return queueAndMark(accountId, unsent);
}

export async function pullFavorites(accountId: string, deps: PullDeps): Promise<void> {
  await claimDeviceFavorites(accountId);
  const entries = await deps.getJson<FavoriteEntry[]>(apiPaths.favorites);
  // Signed out or switched while the answer was on its way: it is not this device's any more.
  if (!(await signedInAs(accountId))) return;
  const state = loadDeviceFavorites();
  if (mergeAccountEntries(state, entries, accountId) && saveDeviceFavorites(state)) announceFavoritesSynced();
  // Only the device's own or this account's: another account's changes are not this account's wishes.
  const pushes = changesToPush(state, entries).filter((change) => {
    const owner = state.changes.get(change.itemId)?.account ?? null;
    return owner === null || owner === accountId;
  });
  await queueAndMark(accountId, pushes);
}

/**
 * Queues the changes, then marks those still current as the account's. Marked only once queued: a
 * change still unmarked when the tab closes is queued again by the next claim.
 */
async function queueAndMark(accountId: string, changes: readonly FavoriteChange[]): Promise<number> {
  if (!changes.length) return 0;
  const queued = await db.transaction('rw', db.outbox, (tx) => queueFavoriteChanges(tx, accountId, changes));
  const state = loadDeviceFavorites();
  let marked = false;
  for (const change of changes) {
    const current = state.changes.get(change.itemId);
    // Toggled again meanwhile: that newer change has its own claim to come.
    if (!current || current.account === accountId || current.favorite !== change.favorite || current.changedAt !== change.changedAt) continue;
    state.changes.set(change.itemId, { ...current, account: accountId });
    marked = true;
  }
  if (marked) saveDeviceFavorites(state);
  return queued.length;
}

const toChange = (itemId: string, change: DeviceChange): FavoriteChange => ({ itemId, favorite: change.favorite, changedAt: change.changedAt });
