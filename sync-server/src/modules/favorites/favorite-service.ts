/**
 * Favourites synced to the account. Each item's state is a last-writer-wins register: the change with
 * the latest changedAt (the time of the toggle on the device) wins, and on equal times a favourite
 * beats a removal.
 */
import type { Knex } from 'knex';
import type { FavoriteChange, FavoriteEntry, User } from '@shared/api.ts';
import { MAX_FAVORITE_CHANGES } from '@shared/schemas/favorite.ts';
import { favoritesOf, listFavorites, mergeFavorites, type FavoriteWrite } from './favorite-repo.ts';

/*
 * That rule is commutative and idempotent, so the account ends in the same state whichever order
 * devices sync in, however often a change is repeated: a phone that removed a favourite on Monday and
 * syncs on Friday does not undo the favourite another phone set on Wednesday. Arrival order (what plain
 * PUT/DELETE calls would give) would let the late phone win.
 *
 * A device clock can be wrong: a change dated after it arrived counts as made when it arrived, so a
 * phone whose clock runs ahead cannot pin its state for days. Changes for any listing id are kept —
 * one not created yet (still in the device's outbox) or already deleted — so replaying an outbox never
 * stops at a favourite.
 */

/** Most changes one call takes: a device merging the favourites it kept while signed out. */
export { MAX_FAVORITE_CHANGES };

/** Whether change `a` wins over `b` (the same rule mergeFavorites applies in SQL). */
const wins = (a: FavoriteWrite, b: FavoriteWrite): boolean =>
  a.changedAt.getTime() > b.changedAt.getTime() || (a.changedAt.getTime() === b.changedAt.getTime() && a.favorite && !b.favorite);

/**
 * Merges a device's changes into the account and answers the account's state of each item sent, so
 * the device can take over a newer state from another device (its own change lost).
 */
export async function mergeFavoriteChanges(trx: Knex.Transaction, user: User, changes: readonly FavoriteChange[], now = new Date()): Promise<FavoriteEntry[]> {
  // One row per item: the statement cannot update a row twice, and the winner is the same either way.
  const winners = new Map<string, FavoriteWrite>();
  for (const change of changes) {
    const write = { itemId: change.itemId, favorite: change.favorite, changedAt: new Date(Math.min(Date.parse(change.changedAt), now.getTime())) };
    const current = winners.get(write.itemId);
    if (!current || wins(write, current)) winners.set(write.itemId, write);
  }
  // In item order, so two batches for one account lock their rows in the same order (no deadlock).
  const writes = [...winners.values()].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
  await mergeFavorites(trx, user.id, writes);
  return favoritesOf(trx, user.id, writes.map((write) => write.itemId));
}

/** The user's favourites, as their devices sync them. */
export const favoritesOfUser = (db: Knex, user: User): Promise<FavoriteEntry[]> => listFavorites(db, user.id);
