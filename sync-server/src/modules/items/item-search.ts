/**
 * The filters and orders of item lists (spec §7 GET /api/items): words (full text with stemming; typos
 * are corrected before, see spelling.ts), location, category, featured, and the keyset order of each
 * list so pages stay stable while new listings arrive.
 */
import type { Knex } from 'knex';
import { type Cursor, cursorKey } from './cursor.ts';

export type ItemOrder = 'recent' | 'popular' | 'relevance';

export interface ItemFilters {
  q?: string | undefined;
  location?: string | undefined;
  categoryId?: string | undefined;
  featuredOnly?: boolean | undefined;
  ownerId?: string | undefined;
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
