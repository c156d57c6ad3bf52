/** SQL of saved searches (migrations/…_saved_searches.ts); the only place that knows their columns. */
import type { Knex } from 'knex';
import type { SavedSearch } from '@shared/api.ts';
import { LISTED_SQL } from '../items/index.ts';

export interface SavedSearchWrite {
  id: string;
  userId: string;
  fingerprint: string;
  q: string | null;
  location: string | null;
  categoryId: string | null;
  point: { lat: number; lon: number } | null;
  radiusKm: number | null;
  from: string | null;
  to: string | null;
  /** The words as the listings' index matches them (a tsquery text), and the place's LIKE patterns. */
  words: string | null;
  places: string[] | null;
  createdAt: Date;
}

interface SavedSearchRow {
  id: string;
  q: string | null;
  location: string | null;
  category_id: string | null;
  category_slug: string | null;
  category_name: string | null;
  latitude: number | null;
  longitude: number | null;
  radius_km: number | null;
  from_day: string | null;
  to_day: string | null;
  created_at: Date;
  last_match_at: Date | null;
  last_match_item_id: string | null;
  last_match_title: string | null;
}

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  q: row.q,
  location: row.location,
  categoryId: row.category_id,
  categorySlug: row.category_slug,
  categoryName: row.category_name,
  near: row.latitude === null || row.longitude === null ? null : `${Number(row.latitude).toFixed(3)},${Number(row.longitude).toFixed(3)}`,
  radiusKm: row.radius_km,
  from: row.from_day,
  to: row.to_day,
  createdAt: new Date(row.created_at).toISOString(),
  lastMatch: row.last_match_at ? { itemId: row.last_match_item_id, title: row.last_match_title, at: new Date(row.last_match_at).toISOString() } : null,
});

/** Takes the user's row lock: saves of one user are counted against the limit one at a time. */
export async function lockUserSavedSearches(trx: Knex.Transaction, userId: string): Promise<number> {
  await trx('users').where({ id: userId }).forUpdate().first('id');
  const [row] = await trx('saved_searches').where({ user_id: userId }).count<Array<{ count: string }>>('* as count');
  return Number(row?.count ?? 0);
}

/** The id of the user's saved search with this fingerprint, if any. */
export async function savedSearchIdOf(db: Knex, userId: string, fingerprint: string): Promise<string | undefined> {
  const row: { id: string } | undefined = await db('saved_searches').where({ user_id: userId, fingerprint }).first('id');
  return row?.id;
}

export async function insertSavedSearch(trx: Knex.Transaction, search: SavedSearchWrite): Promise<void> {
  await trx('saved_searches').insert({
    id: search.id,
    user_id: search.userId,
    fingerprint: search.fingerprint,
    q: search.q,
    location: search.location,
    category_id: search.categoryId,
    latitude: search.point?.lat ?? null,
    longitude: search.point?.lon ?? null,
    radius_km: search.radiusKm,
    from_day: search.from,
    to_day: search.to,
    words: search.words,
    places: search.places,
    created_at: search.createdAt,
  });
}

/** The user's saved searches (or the one `id`), newest first, each with its last match's title while it is listed. */
export async function listSavedSearches(db: Knex, userId: string, id?: string): Promise<SavedSearch[]> {
  const query = db('saved_searches as s')
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .leftJoin(db('items as i').whereNull('i.deleted_at').whereRaw(LISTED_SQL).select('i.id', 'i.title').as('m'), 'm.id', 's.last_match_item_id')
    .where('s.user_id', userId)
    .select(
      's.id', 's.q', 's.location', 's.category_id', 'c.slug as category_slug', 'c.name as category_name', 's.latitude', 's.longitude', 's.radius_km',
      db.raw("to_char(s.from_day, 'YYYY-MM-DD') AS from_day"), db.raw("to_char(s.to_day, 'YYYY-MM-DD') AS to_day"),
      's.created_at', 's.last_match_at', 'm.id as last_match_item_id', 'm.title as last_match_title',
    )
    .orderBy([{ column: 's.created_at', order: 'desc' }, { column: 's.id', order: 'desc' }]);
  if (id) query.where('s.id', id);
  const rows: SavedSearchRow[] = await query;
  return rows.map(toSavedSearch);
}

/** Deletes the user's saved search `id`; answers whether there was one. */
export async function deleteSavedSearch(trx: Knex.Transaction, userId: string, id: string): Promise<boolean> {
  // Counted by the rows returned: the embedded database's driver answers no count for a DELETE.
  const deleted: Array<{ id: string }> = await trx('saved_searches').where({ user_id: userId, id }).delete().returning('id');
  return deleted.length > 0;
}

export interface SearchMatch {
  id: string;
  userId: string;
  q: string | null;
  itemTitle: string;
  /** Whether its user may be told now: they were not told of this search within the hour. */
  tell: boolean;
}

/**
 * Every saved search listing `itemId` matches (not its owner's; its words, category, place, circle,
 * and days not yet past), marked with the match; each not told of within the hour is marked told at
 * `at`, in the same statement, so two listings published together never both tell of one search.
 */
export async function claimMatches(trx: Knex.Transaction, itemId: string, at: Date, today: string): Promise<SearchMatch[]> {
  const hourAgo = new Date(at.getTime() - 60 * 60 * 1000);
  const { rows } = await trx.raw<{ rows: Array<{ id: string; user_id: string; q: string | null; item_title: string; tell: boolean }> }>(
    `UPDATE saved_searches s
     SET last_match_at = ?, last_match_item_id = i.id,
       last_notified_at = CASE WHEN s.last_notified_at IS NULL OR s.last_notified_at <= ? THEN ? ELSE s.last_notified_at END
     FROM items i
     WHERE i.id = ? AND i.deleted_at IS NULL AND ${LISTED_SQL}
       AND s.user_id <> i.owner_id
       AND (s.category_id IS NULL OR s.category_id = i.category_id)
       AND (s.words IS NULL OR i.search_vector @@ to_tsquery('english', s.words))
       AND (s.places IS NULL OR EXISTS (SELECT 1 FROM unnest(s.places) AS place WHERE i.location ILIKE place ESCAPE '\\'))
       AND (s.latitude IS NULL OR (i.latitude IS NOT NULL
         AND earth_distance(ll_to_earth(s.latitude, s.longitude), ll_to_earth(i.latitude, i.longitude)) <= s.radius_km * 1000))
       AND (s.to_day IS NULL OR s.to_day > ?::date)
     RETURNING s.id, s.user_id, s.q, i.title AS item_title, s.last_notified_at = ? AS tell`,
    [at, hourAgo, at, itemId, today, at],
  );
  return rows.map((row) => ({ id: row.id, userId: row.user_id, q: row.q, itemTitle: row.item_title, tell: row.tell }));
}
