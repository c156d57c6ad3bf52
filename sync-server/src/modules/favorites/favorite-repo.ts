/** SQL for synced favourites; the only place that knows the favorites table's columns. */
import type { Knex } from 'knex';
import type { FavoriteEntry } from '@shared/api.ts';

interface FavoriteRow {
  item_id: string;
  is_favorite: boolean;
  changed_at: Date;
}

const toEntry = (row: FavoriteRow): FavoriteEntry => ({
  itemId: row.item_id,
  favorite: row.is_favorite,
  changedAt: new Date(row.changed_at).toISOString(),
});

/**
 * The user's favourites and removals, latest change first, for listings that exist: a deleted
 * listing's entry stays in the table (its change may still arrive from a device) but no device needs
 * it, and the changes call tells devices holding it that it went.
 */
export async function listFavorites(db: Knex, userId: string): Promise<FavoriteEntry[]> {
  const rows: FavoriteRow[] = await db('favorites as f')
    .join('items as i', 'i.id', 'f.item_id')
    .where('f.user_id', userId)
    .whereNull('i.deleted_at')
    .where((listed) => listed.where('i.moderation_status', 'approved').orWhere('i.owner_id', userId))
    .orderBy([{ column: 'f.changed_at', order: 'desc' }, { column: 'f.item_id', order: 'asc' }])
    .select('f.item_id', 'f.is_favorite', 'f.changed_at');
  return rows.map(toEntry);
}

/** The user's entries for these items, whatever became of the items. */
export async function favoritesOf(db: Knex, userId: string, itemIds: readonly string[]): Promise<FavoriteEntry[]> {
  if (!itemIds.length) return [];
  const rows: FavoriteRow[] = await db('favorites')
    .where('user_id', userId)
    .whereIn('item_id', [...itemIds])
    .orderBy('item_id')
    .select('item_id', 'is_favorite', 'changed_at');
  return rows.map(toEntry);
}

export interface FavoriteWrite {
  itemId: string;
  favorite: boolean;
  changedAt: Date;
}

/**
 * Upserts changes (at most one per item), each kept only where it wins over the stored one: a later
 * changedAt, or on an equal one a favourite over a removal — the rule of favorite-service's `wins`.
 * The comparison happens in the statement, so two devices' changes arriving at once cannot both win.
 */
export async function mergeFavorites(db: Knex, userId: string, changes: readonly FavoriteWrite[]): Promise<void> {
  if (!changes.length) return;
  await db('favorites')
    .insert(changes.map((change) => ({ user_id: userId, item_id: change.itemId, is_favorite: change.favorite, changed_at: change.changedAt, updated_at: db.fn.now() })))
    .onConflict(['user_id', 'item_id'])
    .merge(['is_favorite', 'changed_at', 'updated_at'])
    .where((won) =>
      won
        .whereRaw('excluded.changed_at > favorites.changed_at')
        .orWhereRaw('(excluded.changed_at = favorites.changed_at AND excluded.is_favorite AND NOT favorites.is_favorite)'),
    );
}
