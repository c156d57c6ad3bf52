/**
 * The filters and orders of item lists (spec §7 GET /api/items): words (full text with stemming; typos
 * are corrected before, see spelling.ts), location, category, featured, and the keyset order of each
 * list so pages stay stable while new listings arrive.
 */
import type { Knex } from 'knex';
import type { DayRange } from '@shared/booking-days.ts';
import { type Cursor, cursorKey } from './cursor.ts';

export type ItemOrder = 'recent' | 'popular' | 'relevance';

export interface ItemFilters {
  q?: string | undefined;
  location?: string | undefined;
  categoryId?: string | undefined;
  featuredOnly?: boolean | undefined;
  ownerId?: string | undefined;
  /** Date search: only listings free every day start ≤ d < end (no accepted booking, no blocked day). */
  freeDays?: DayRange | undefined;
}

/** Escapes LIKE wildcards so a user's "%" or "_" is matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function applyFilters(query: Knex.QueryBuilder, filters: ItemFilters): void {
  if (filters.q) query.whereRaw(`i.search_vector @@ websearch_to_tsquery('english', ?)`, [filters.q]);
  if (filters.location) query.whereRaw(`i.location ILIKE ? ESCAPE '\\'`, [likePattern(filters.location)]);
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

/** Relevance: full-text rank, where the title weighs most. */
const RANK_SQL = `ts_rank(i.search_vector, websearch_to_tsquery('english', ?))::float8`;
/** Orders the query and continues after the cursor; returns how to read the cursor of a row. */
export function applyOrder(query: Knex.QueryBuilder, db: Knex, order: ItemOrder, filters: ItemFilters, after?: Cursor): void {
  const q = filters.q;
  if (order === 'relevance' && q) {
    query.select(db.raw(`${RANK_SQL} as rank`, [q]));
    if (after) query.whereRaw(`(${RANK_SQL}, i.id) < (?::float8, ?::uuid)`, [q, cursorKey(after, order), after.id]);
    query.orderByRaw('rank DESC, i.id DESC');
    return;
  }
  if (order === 'popular') {
    if (after) query.whereRaw('(i.view_count, i.id) < (?::int, ?::uuid)', [cursorKey(after, order), after.id]);
    query.orderBy([{ column: 'i.view_count', order: 'desc' }, { column: 'i.id', order: 'desc' }]);
    return;
  }
  if (after) query.whereRaw('(i.created_at, i.id) < (?::timestamptz, ?::uuid)', [cursorKey(after, 'recent'), after.id]);
  query.orderBy([{ column: 'i.created_at', order: 'desc' }, { column: 'i.id', order: 'desc' }]);
}
