/**
 * The merge rule of synced favorites, the server's (sync-server/src/modules/favorites): per item,
 * the change with the latest changedAt wins, and on equal times a favorite beats a removal. Because
 * the rule ignores arrival order, two phones that toggled offline end in the same state whichever
 * syncs first, and merging an answer twice changes nothing.
 */
import type { FavoriteChange, FavoriteEntry } from '@shared/api.ts';
import { setDeviceChange, type DeviceChange, type DeviceFavorites } from './device-favorites.ts';

type Change = Pick<FavoriteChange, 'favorite' | 'changedAt'>;

/** Whether change `a` wins over `b` (favorite-service.ts's `wins`). */
export function wins(a: Change, b: Change): boolean {
  const [at, bt] = [Date.parse(a.changedAt), Date.parse(b.changedAt)];
  return at > bt || (at === bt && a.favorite && !b.favorite);
}

/**
 * Merges the account's entries (GET /api/favorites, or the answer of a POST) into the device's
 * favorites, marking what it takes as the account's; returns whether anything changed.
 *
 * An entry with the device's own state replaces the device's time with the server's: the server dates
 * a change from a clock running ahead at its arrival, and a device keeping its own later time would
 * go on winning against other devices' real later changes. A removal of an item the device never
 * had is not kept: there is nothing on the device for it to undo.
 */
export function mergeAccountEntries(state: DeviceFavorites, entries: readonly FavoriteEntry[], account: string): boolean {
  let changed = false;
  // Oldest first, so favorites new to the device join the list in the order they were made.
  const byTime = [...entries].sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt));
  for (const entry of byTime) {
    const local = state.changes.get(entry.itemId);
    if (!local && !entry.favorite) continue;
    const taken: DeviceChange = { favorite: entry.favorite, changedAt: entry.changedAt, account };
    if (!local || local.favorite === entry.favorite || wins(entry, local)) {
      if (local && local.favorite === taken.favorite && local.changedAt === taken.changedAt && local.account === account) continue;
      setDeviceChange(state, entry.itemId, taken);
      changed = true;
    }
  }
  return changed;
}

/**
 * The device's changes the account does not have yet: where the device's state differs from the
 * account's entry (the device's won the merge) or the account has none. Merge first, so a device
 * change that lost is not among them.
 */
export function changesToPush(state: DeviceFavorites, entries: readonly FavoriteEntry[]): FavoriteChange[] {
  const account = new Map(entries.map((entry) => [entry.itemId, entry]));
  const pushes: FavoriteChange[] = [];
  for (const [itemId, change] of state.changes) {
    const known = account.get(itemId);
    // A removal the account never heard of has nothing to remove there.
    if (!known && !change.favorite) continue;
    if (!known || known.favorite !== change.favorite) pushes.push({ itemId, favorite: change.favorite, changedAt: change.changedAt });
  }
  return pushes;
}
