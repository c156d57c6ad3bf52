/**
 * The filters and orders of item lists (GET /api/items): words (full text with stemming, expanded
 * into the index's words by query-expansion.ts; typos are corrected before, see spelling.ts),
 * location, category, featured (its listings taking turns), and the keyset order of each list so
 * pages stay stable while new listings arrive. Among listings equal in a list's order, those of
 * verified owners come first.
 */
import type { Knex } from 'knex';
import type { DayRange } from '@shared/booking-days.ts';
import type { GeoPoint } from '@shared/search-query.ts';
import { limits } from '@shared/limits.ts';
import { type Cursor, type CursorOrder, cursorKey } from '../../paging/cursor.ts';
import { ACTIVE_PLAN_SQL, LISTED_SQL } from './item-row.ts';
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
  /** The owner's own list: their listings the moderators hid (or hid with their suspended account) too. */
  includeUnlisted?: boolean | undefined;
  /** Near me: only listings within radiusKm of the point (the list is then nearest first: nearPage). */
  near?: NearFilter | undefined;
}

export interface NearFilter {
  point: GeoPoint;
  radiusKm: number;
}

/** The filters as the SQL matches them: the words as a tsquery text and the places a location names. */
export interface SearchFilters extends Omit<ItemFilters, 'q' | 'location'> {
  words?: string | undefined;
  places?: readonly string[] | undefined;
  /** The time the featured filter judges paid plans at (the server's clock when the list is read). */
  at: Date;
}

/**
 * The typed words and location as the index knows them. Words that leave nothing to search for
 * (punctuation alone) make an empty tsquery, which matches no listing, as a search for them should.
 */
export function searchFilters({ q, location, ...rest }: ItemFilters, expander: QueryExpander, at: Date): SearchFilters {
  return { ...rest, words: q ? (expander.tsquery(q) ?? '') : undefined, places: location ? expander.places(location) : undefined, at };
}

/** Escapes LIKE wildcards so a user's "%" or "_" is matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The words go through the 'english' configuration, as the listings' search_vector does: its parser
 * keeps a Devanagari word whole (vowel signs included) and its stemmer leaves it as it is, so a word
 * in Hindi matches itself while English words match their other forms ("cameras", "camera").
 */
export function applyFilters(query: Knex.QueryBuilder, filters: SearchFilters): void {
  if (!filters.includeUnlisted) query.whereRaw(LISTED_SQL);
  if (filters.words !== undefined) query.whereRaw(`i.search_vector @@ to_tsquery('english', ?)`, [filters.words]);
  const places = filters.places ?? [];
  if (places.length) query.where((place) => places.forEach((text) => place.orWhereRaw(`i.location ILIKE ? ESCAPE '\\'`, [likePattern(text)])));
  if (filters.categoryId) query.where('i.category_id', filters.categoryId);
  // Featured: picked by hand, or owned by someone whose paid plan runs at `at` (FEATURED_SQL, on the
  // items table alone: the few paying owners are read first, then their listings by items_owner_idx).
  if (filters.featuredOnly) query.whereRaw(`(i.is_featured OR i.owner_id = ANY(ARRAY(SELECT u.id FROM users u WHERE ${ACTIVE_PLAN_SQL})))`, [filters.at]);
  if (filters.ownerId) query.where('i.owner_id', filters.ownerId);
  if (filters.freeDays) applyFreeDays(query, filters.freeDays);
  if (filters.near) applyNear(query, filters.near);
}

/**
 * A listing's point and the search's as earthdistance models the earth: points of a cube, in metres
 * from its centre. items_place_idx indexes the listing's.
 */
const PLACE_SQL = 'll_to_earth(i.latitude, i.longitude)';
const ORIGIN_SQL = 'll_to_earth(?::float8, ?::float8)';
/** The straight line through the earth between the two (cube's `<->`): it grows with the distance on the surface, and the index orders by it. */
const CHORD_SQL = `(${PLACE_SQL} <-> ${ORIGIN_SQL})`;

/**
 * Within the radius: the box around the circle (earth_box, which the index answers), then the
 * distance on the surface. A listing without a point is in no box.
 */
function applyNear(query: Knex.QueryBuilder, { point, radiusKm }: NearFilter): void {
  query.whereRaw(`earth_box(${ORIGIN_SQL}, ?::float8) @> ${PLACE_SQL}`, [point.lat, point.lon, radiusKm * 1000]);
  query.whereRaw(`earth_distance(${ORIGIN_SQL}, ${PLACE_SQL}) <= ?::float8`, [point.lat, point.lon, radiusKm * 1000]);
}

/** The listings of a near-me search after the cursor, on the items table alone. */
function nearAfter(db: Knex, filters: SearchFilters & { near: NearFilter }, after?: Cursor): Knex.QueryBuilder {
  const { lat, lon } = filters.near.point;
  const query = db('items as i').whereNull('i.deleted_at');
  applyFilters(query, filters);
  if (after) query.whereRaw(`(${CHORD_SQL}, i.id) > (?::float8, ?::uuid)`, [lat, lon, cursorKey(after, 'distance'), after.id]);
  return query;
}

/**
 * How far the page reaches: the chord of the listing just after the page (the `limit` + 1st nearest),
 * or none when fewer are left. Ordered by the chord alone, the index hands the listings out nearest
 * first and the scan stops there (with a second key it would sort every listing of the circle).
 */
export function nearReach(db: Knex, filters: SearchFilters & { near: NearFilter }, limit: number, after?: Cursor): Knex.QueryBuilder {
  const { lat, lon } = filters.near.point;
  return nearAfter(db, filters, after).select(db.raw(`${CHORD_SQL} AS chord_m`, [lat, lon])).orderByRaw(CHORD_SQL, [lat, lon]).offset(limit).limit(1);
}

/**
 * A near-me page: ids, the distance on the surface (shown) and the chord (the order and the cursor's
 * key) of up to `limit` + 1 listings, nearest first, equally near ones by id. Within `reach` (nearReach)
 * the page reads only the ball around the point that holds it: a box the index answers.
 */
export function nearPage(db: Knex, filters: SearchFilters & { near: NearFilter }, limit: number, after: Cursor | undefined, reach: number | undefined): Knex.QueryBuilder {
  const { lat, lon } = filters.near.point;
  const query = nearAfter(db, filters, after).select(
    'i.id',
    db.raw(`${CHORD_SQL} AS chord_m`, [lat, lon]),
    db.raw(`earth_distance(${ORIGIN_SQL}, ${PLACE_SQL}) AS distance_m`, [lat, lon]),
  );
  if (reach !== undefined) {
    query.whereRaw(`cube_enlarge(${ORIGIN_SQL}, ?::float8, 3) @> ${PLACE_SQL}`, [lat, lon, reach]);
    query.whereRaw(`${CHORD_SQL} <= ?::float8`, [lat, lon, reach]);
  }
  return query.orderByRaw(`${CHORD_SQL}, i.id`, [lat, lon]).limit(limit + 1);
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
    .select('i.id', db.raw(`${RANK_SQL} AS rank`), 'i.owner_verified');
  applyFilters(page, { ...filters, words: undefined });
  if (after) page.whereRaw(`(${RANK_SQL}, i.owner_verified, i.id) < (?::float8, ?::boolean, ?::uuid)`, [cursorKey(after, 'relevance'), verifiedKey(after), after.id]);
  return page.orderByRaw('rank DESC, i.owner_verified DESC, i.id DESC').limit(limit + 1);
}

/**
 * The owner's verification of the cursor's last listing. A cursor made before verified owners came
 * first has none: continuing as if it were verified may show a few listings again, but skips none.
 */
const verifiedKey = (after: Cursor): boolean => after.v ?? true;

/**
 * Orders a list by date or views, verified owners first among equals (items.owner_verified), and
 * continues after the cursor (a search by relevance is rankedPage, Featured Rentals
 * applyFeaturedOrder). The sort key alone bounds the scan too, so the index seeks to the cursor and
 * only listings with equal keys are sorted again.
 */
export function applyOrder(query: Knex.QueryBuilder, order: 'recent' | 'popular', after?: Cursor): void {
  const [column, type] = order === 'popular' ? ['i.view_count', 'int'] : ['i.created_at', 'timestamptz'];
  if (after) {
    const key = cursorKey(after, order);
    query.whereRaw(`${column} <= ?::${type}`, [key]);
    query.whereRaw(`(${column}, i.owner_verified, i.id) < (?::${type}, ?::boolean, ?::uuid)`, [key, verifiedKey(after), after.id]);
  }
  query.orderBy([{ column, order: 'desc' }, { column: 'i.owner_verified', order: 'desc' }, { column: 'i.id', order: 'desc' }]);
}

/** How long Featured Rentals keeps one order before the next listings take their turn at the top. */
export const FEATURED_TURN_MS = 60 * 60 * 1000;

/**
 * Where Featured Rentals starts at `at`: featured listings take turns at the top when there are more
 * than the home section shows. In id order they form a circle; each hour the list starts as many
 * places further round it as the section shows, so within ceil(featured / shown) hours every featured
 * listing has been in the section, each as often as any other (an owner of more listings has more
 * turns), and everyone sees
 * the same order within the hour. Undefined when nothing is featured.
 */
export async function featuredPivot(db: Knex, filters: SearchFilters): Promise<string | undefined> {
  const circle = db('items as i')
    .whereNull('i.deleted_at')
    .select('i.id', db.raw('row_number() OVER (ORDER BY i.id) - 1 AS place'), db.raw('count(*) OVER () AS total'));
  applyFilters(circle, filters);
  const turn = Math.floor(filters.at.getTime() / FEATURED_TURN_MS);
  const row: { id: string } | undefined = await db.from(circle.as('f')).whereRaw('f.place = ?::bigint % f.total', [turn * limits.homeSectionShown]).first('f.id');
  return row?.id;
}

/**
 * Featured Rentals' order: round the circle from the pivot (the ids from it upwards, then from the
 * lowest). The cursor carries the pivot, so a page read after the hour turns continues the same
 * circle: no listing twice, none skipped.
 */
export function applyFeaturedOrder(query: Knex.QueryBuilder, pivot: string, after?: Cursor): void {
  if (after) query.whereRaw('((i.id < ?::uuid), i.id) > ((?::uuid < ?::uuid), ?::uuid)', [pivot, after.id, pivot, after.id]);
  query.orderByRaw('(i.id < ?::uuid), i.id', [pivot]);
}
