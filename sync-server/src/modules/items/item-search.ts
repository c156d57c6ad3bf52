/**
 * The filters and orders of item lists (GET /api/items): words (full text with stemming, expanded
 * into the index's words by query-expansion.ts; typos are corrected before, see spelling.ts),
 * location, category, featured, and the keyset order of each list so pages stay stable while new
 * listings arrive.
 */
import type { Knex } from 'knex';
import type { DayRange } from '@shared/booking-days.ts';
import { type Cursor, type CursorOrder, cursorKey } from '../../paging/cursor.ts';
import type { QueryExpander } from './query-expansion.ts';

export type ItemOrder = CursorOrder;

export interface ItemFilters {
  q?: string | undefined;
  location?: string | undefined;
  categoryId?: string | undefined;
  featuredOnly?: boolean | undefined;
  ownerId?: string | undefined;
  /** Date search: only listings free every day start ≤ d < end (no accepted booking, no blocked day). */
  freeDays?: DayRange | undefined;
}

/** The filters as the SQL matches them: the words as a tsquery text and the places a location names. */
export interface SearchFilters extends Omit<ItemFilters, 'q' | 'location'> {
  words?: string | undefined;
  places?: readonly string[] | undefined;
}

/**
 * The typed words and location as the index knows them. Words that leave nothing to search for
 * (punctuation alone) make an empty tsquery, which matches no listing, as a search for them should.
 */
export function searchFilters({ q, location, ...rest }: ItemFilters, expander: QueryExpander): SearchFilters {
  return { ...rest, words: q ? (expander.tsquery(q) ?? '') : undefined, places: location ? expander.places(location) : undefined };
}

/** Escapes LIKE wildcards so a user's "%" or "_" is matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The words go through the 'english' configuration, as the listings' search_vector does: its parser
 * keeps a Devanagari word whole (vowel signs included) and its stemmer leaves it as it is, so a word
 * in Hindi matches itself while English words match their other forms ("cameras", "camera").
 */
export function applyFilters(query: Knex.QueryBuilder, filters: SearchFilters): void {
  if (filters.words !== undefined) query.whereRaw(`i.search_vector @@ to_tsquery('english', ?)`, [filters.words]);
  const places = filters.places ?? [];
  if (places.length) query.where((place) => places.forEach((text) => place.orWhereRaw(`i.location ILIKE ? ESCAPE '\\'`, [likePattern(text)])));
  if (filters.categoryId) query.where('i.category_id', filters.categoryId);
  if (filters.featuredOnly) query.where('i.is_featured', true);
  if (filters.ownerId) query.where('i.owner_id', filters.ownerId);
  if (filters.freeDays) applyFreeDays(query, filters.freeDays);
}

/**
 * Per listing, through the exclusion constraints' gist indexes on (item_id, daterange): the ranges are
 * half-open ('[)', the default), so a booking ending on the check-in day (its return day) leaves it free.
 */
function applyFreeDays(query: Knex.QueryBuilder, days: DayRange): void {
  query.whereRaw(
    `NOT EXISTS (SELECT 1 FROM bookings b WHERE b.item_id = i.id AND b.status = 'accepted' AND daterange(b.start_date, b.end_date) && daterange(?::date, ?::date))`,
    [days.start, days.end],
  );
  query.whereRaw(
    'NOT EXISTS (SELECT 1 FROM item_blocked_dates d WHERE d.item_id = i.id AND daterange(d.start_date, d.end_date) && daterange(?::date, ?::date))',
    [days.start, days.end],
  );
}

/** Relevance: full-text rank (the title weighs most) against the words made once as `words` (rankedPage). */
const RANK_SQL = 'ts_rank(i.search_vector, words)::float8';

/**
 * The best matches of a search after the cursor, on the items table alone: ids and ranks of up to
 * `limit` + 1 listings, best first. The words' tsquery is made once, as a row of the FROM list: written
 * into the condition and the rank, a prepared statement's generic plan would make it again for every
 * listing it ranks.
 */
export function rankedPage(db: Knex, filters: SearchFilters & { words: string }, limit: number, after?: Cursor): Knex.QueryBuilder {
  const page = db
    .from(db.raw(`items AS i CROSS JOIN to_tsquery('english', ?) AS words`, [filters.words]))
    .whereNull('i.deleted_at')
    .whereRaw('i.search_vector @@ words')
    .select('i.id', db.raw(`${RANK_SQL} AS rank`));
  applyFilters(page, { ...filters, words: undefined });
  if (after) page.whereRaw(`(${RANK_SQL}, i.id) < (?::float8, ?::uuid)`, [cursorKey(after, 'relevance'), after.id]);
  return page.orderByRaw('rank DESC, i.id DESC').limit(limit + 1);
}

/** Orders a list by date or views and continues after the cursor (a search by relevance is rankedPage). */
export function applyOrder(query: Knex.QueryBuilder, order: 'recent' | 'popular', after?: Cursor): void {
  if (order === 'popular') {
    if (after) query.whereRaw('(i.view_count, i.id) < (?::int, ?::uuid)', [cursorKey(after, order), after.id]);
    query.orderBy([{ column: 'i.view_count', order: 'desc' }, { column: 'i.id', order: 'desc' }]);
    return;
  }
  if (after) query.whereRaw('(i.created_at, i.id) < (?::timestamptz, ?::uuid)', [cursorKey(after, 'recent'), after.id]);
  query.orderBy([{ column: 'i.created_at', order: 'desc' }, { column: 'i.id', order: 'desc' }]);
}
