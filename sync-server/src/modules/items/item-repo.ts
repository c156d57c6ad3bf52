/** SQL for listings; the only place that knows the items table's columns. */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Availability, Item, PriceUnit } from '@shared/api.ts';
import type { GeoPoint } from '@shared/search-query.ts';
import { now } from '../../clock.ts';
import { settledChangeKey, settledCursor } from '../../db/change-keys.ts';
import { type Cursor, cursorKey, encodeCursor } from '../../paging/cursor.ts';
import { type ItemRow, LISTED_SQL, selectItems, toItem } from './item-row.ts';
import {
  applyFeaturedOrder, applyFilters, applyOrder, featuredPivot, nearPage, nearReach, rankedPage, searchFilters, type ItemFilters, type ItemOrder, type NearFilter,
  type SearchFilters,
} from './item-search.ts';
import { queryExpander, type QueryExpander } from './query-expansion.ts';
import { correctSpelling, rememberWords } from './spelling.ts';

export interface ItemPage {
  items: Item[];
  nextCursor: string | null;
}

/** The SQL of itemRows, built by knex once per dialect (the text of a prepared statement never changes). */
const itemRowsSql = new Map<string, string>();

/**
 * The full rows of these listings (any order), as one prepared statement (PostgreSQL's named
 * statements, per connection): the query is the same for every page and every listing, and planning
 * its joins cost PostgreSQL more than running them. The embedded database runs it as a plain query.
 */
async function itemRows(db: Knex, ids: readonly string[], at: Date): Promise<ItemRow[]> {
  const dialect = String(db.client.dialect);
  let sql = itemRowsSql.get(dialect);
  if (!sql) {
    const built = selectItems(db, at).whereRaw('i.id = ANY(?::uuid[])', [[]]).toSQL();
    // Its bindings in order: the time (featured, in the select list), then the ids.
    if (built.bindings.length !== 2) throw new Error('itemRows: unexpected bindings');
    sql = built.sql;
    itemRowsSql.set(dialect, sql);
  }
  const result = (await db.raw(sql, [at, [...ids]]).options({ name: 'kiraya-item-rows' })) as { rows: ItemRow[] };
  return result.rows;
}

export async function findItem(db: Knex, id: string, at: Date = now()): Promise<Item | undefined> {
  const [row] = await itemRows(db, [id], at);
  return row ? toItem(row) : undefined;
}

/** The sort keys of a listing, which its page's cursor continues after. */
interface SortKeys {
  id: string;
  rank?: number;
  view_count: number;
  created_at: Date;
  /** Whether the owner is verified, as the list sorts by it; absent from Featured Rentals' keys, whose order does not. */
  owner_verified?: boolean;
  /** Near me: the chord to the search's point (the order) and the distance on the surface (shown). */
  chord_m?: number;
  distance_m?: number;
}

function cursorOf(row: SortKeys, order: ItemOrder, filters: ItemFilters, pivot: string | undefined): Cursor {
  if (order === 'featured' && pivot) return { k: pivot, id: row.id };
  if (order === 'distance') return { k: Number(row.chord_m), id: row.id };
  const v = row.owner_verified ?? false;
  if (order === 'relevance') return { k: Number(row.rank), id: row.id, v, ...(filters.q ? { q: filters.q } : {}) };
  if (order === 'popular') return { k: Number(row.view_count), id: row.id, v };
  return { k: new Date(row.created_at).toISOString(), id: row.id, v };
}

/** A page's listings, in order, and the sort keys of its last one when another page follows. */
interface RowsPage {
  rows: ItemRow[];
  continueAfter: SortKeys | undefined;
  /** Featured Rentals: the listing its circle starts from (featuredPivot), which the next page continues. */
  pivot?: string | undefined;
}

/**
 * One page of a list. The page is chosen on the items table alone (index, filters, order, limit) and
 * only its rows are then joined with categories, owners and ratings. It asks for one row more than
 * the page to know whether another page follows.
 */
export async function listItems(
  db: Knex,
  filters: ItemFilters,
  order: ItemOrder,
  limit: number,
  after?: Cursor,
  at: Date = now(),
): Promise<ItemPage> {
  const expander = await queryExpander();
  const searching = { ...filters, q: after?.q ?? filters.q };
  let page = await rowsPage(db, searching, expander, order, limit, at, after);
  // Nothing matches the words as typed: correct them for typos and search once more (first page only;
  // the cursor carries the corrected words to later pages).
  if (!page.rows.length && !after && searching.q) {
    const corrected = await correctSpelling(db, searching.q, expander.knows);
    if (corrected) {
      searching.q = corrected;
      page = await rowsPage(db, searching, expander, order, limit, at);
    }
  }
  const { rows, continueAfter, pivot } = page;
  return { items: rows.map(toItem), nextCursor: continueAfter ? encodeCursor(cursorOf(continueAfter, order, searching, pivot)) : null };
}

function rowsPage(db: Knex, filters: ItemFilters, expander: QueryExpander, order: ItemOrder, limit: number, at: Date, after?: Cursor): Promise<RowsPage> {
  const search = searchFilters(filters, expander, at);
  const words = search.words;
  if (order === 'relevance' && words !== undefined) return rankedRowsPage(db, { ...search, words }, limit, after);
  if (order === 'featured') return featuredRowsPage(db, search, limit, after);
  const near = search.near;
  if (order === 'distance' && near) return nearRowsPage(db, { ...search, near }, limit, after);
  return orderedRowsPage(db, search, order === 'popular' ? 'popular' : 'recent', limit, after);
}

/**
 * A search's page in one statement: its best matches (rankedPage) joined with the rest of their rows.
 * A search is the call people wait on, so it makes one round trip to the database. A search for
 * words alone, the most common, is prepared (planned once per connection): the index has to find and
 * rank every listing with the words whatever they are, so one plan suits every value. With a place,
 * a category or dates the best plan depends on the values (a rare word in a large category is best
 * found by the words, then checked for the category; PostgreSQL's one plan for all read the whole
 * category's index), so those are planned for their values each time.
 */
async function rankedRowsPage(db: Knex, filters: SearchFilters & { words: string }, limit: number, after?: Cursor): Promise<RowsPage> {
  const { sql, bindings } = selectItems(db, filters.at)
    .join(rankedPage(db, filters, limit, after).as('p'), 'p.id', 'i.id')
    .select('p.rank', 'p.owner_verified')
    .orderByRaw('p.rank DESC, p.owner_verified DESC, i.id DESC')
    .toSQL();
  const query = db.raw(sql, bindings);
  const prepared = !filters.places && !filters.categoryId && !filters.featuredOnly && !filters.freeDays && !filters.ownerId;
  const result = (await (prepared ? query.options({ name: preparedName(sql) }) : query)) as { rows: ItemRow[] };
  const rows = result.rows.slice(0, limit);
  return { rows, continueAfter: result.rows.length > limit ? rows.at(-1) : undefined };
}

/** A prepared statement's name, the same for the same SQL (PostgreSQL keeps one per name and connection). */
const preparedName = (sql: string): string => `kiraya-${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;

/** A list by date or views: the page's ids from the items table alone, then their full rows. */
async function orderedRowsPage(db: Knex, filters: SearchFilters, order: 'recent' | 'popular', limit: number, after?: Cursor): Promise<RowsPage> {
  const query = db('items as i').whereNull('i.deleted_at').select('i.id', 'i.view_count', 'i.created_at', 'i.owner_verified');
  applyFilters(query, filters);
  applyOrder(query, order, after);
  return fullRowsPage(db, await query.limit(limit + 1), limit, filters.at);
}

/** Near me: the page's ids nearest first from the items table alone, then their full rows with their distance. */
async function nearRowsPage(db: Knex, filters: SearchFilters & { near: NearFilter }, limit: number, after?: Cursor): Promise<RowsPage> {
  const [farthest]: Array<{ chord_m: number }> = await nearReach(db, filters, limit, after);
  const keys: SortKeys[] = await nearPage(db, filters, limit, after, farthest === undefined ? undefined : Number(farthest.chord_m));
  const page = await fullRowsPage(db, keys, limit, filters.at);
  const distances = new Map(keys.map((key) => [key.id, Number(key.distance_m)]));
  return { ...page, rows: page.rows.map((row) => ({ ...row, distance_m: distances.get(row.id) ?? 0 })) };
}

/** Featured Rentals: round the featured listings' circle from this hour's pivot (or the cursor's). */
async function featuredRowsPage(db: Knex, filters: SearchFilters, limit: number, after?: Cursor): Promise<RowsPage> {
  const pivot = after ? String(cursorKey(after, 'featured')) : await featuredPivot(db, filters);
  if (!pivot) return { rows: [], continueAfter: undefined };
  const query = db('items as i').whereNull('i.deleted_at').select('i.id', 'i.view_count', 'i.created_at');
  applyFilters(query, filters);
  applyFeaturedOrder(query, pivot, after);
  return { ...(await fullRowsPage(db, await query.limit(limit + 1), limit, filters.at)), pivot };
}

/** The full rows of a page chosen by its keys (one more than the page: another page follows). */
async function fullRowsPage(db: Knex, keys: SortKeys[], limit: number, at: Date): Promise<RowsPage> {
  const page = keys.slice(0, limit);
  const byId = new Map<string, ItemRow>();
  if (page.length) {
    for (const row of await itemRows(db, page.map((row) => row.id), at)) byId.set(row.id, row);
  }
  const rows = page.flatMap((row) => {
    const full = byId.get(row.id);
    return full ? [full] : [];
  });
  return { rows, continueAfter: keys.length > limit ? page.at(-1) : undefined };
}

export async function countItems(db: Knex, filters: ItemFilters, at: Date = now()): Promise<number> {
  const query = db('items as i').whereNull('i.deleted_at');
  applyFilters(query, searchFilters(filters, await queryExpander(), at));
  const [row] = await query.count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}

/** Same category, same location first, newest next; never the item itself. */
export async function similarItems(db: Knex, item: Item, limit: number, at: Date = now()): Promise<Item[]> {
  const rows: ItemRow[] = await selectItems(db, at)
    .where('i.category_id', item.categoryId)
    .whereRaw(LISTED_SQL)
    .whereNot('i.id', item.id)
    .orderByRaw('(i.location IS NOT DISTINCT FROM ?) DESC', [item.location])
    .orderBy([{ column: 'i.created_at', order: 'desc' }, { column: 'i.id', order: 'desc' }])
    .limit(limit);
  return rows.map(toItem);
}

export async function recentlyViewedItems(db: Knex, userId: string, limit: number, at: Date = now()): Promise<Item[]> {
  const rows: ItemRow[] = await selectItems(db, at)
    .join('recently_viewed as rv', 'rv.item_id', 'i.id')
    .where('rv.user_id', userId)
    .where((listed) => listed.whereRaw(LISTED_SQL).orWhere('i.owner_id', userId))
    .orderBy('rv.viewed_at', 'desc')
    .limit(limit);
  return rows.map(toItem);
}

export interface ItemWrite {
  title: string;
  description: string;
  categoryId: string;
  isNegotiable: boolean;
  price: string | null;
  priceUnit: PriceUnit | null;
  location: string;
  contactPhone: string | null;
  imageUrls: string[];
  videoUrl: string | null;
  availability?: Availability | undefined;
  /** The listing's place for near-me search (stored to two decimals), or null when it has none. */
  point: GeoPoint | null;
  /** A listing priced per hour: the India hours it is booked between ("HH:MM"), both null for any hour. */
  availableFrom?: string | null;
  availableUntil?: string | null;
}

/** Two decimals of a degree: about a kilometre, as close as anyone is told where a listing is. */
const coarse = (degrees: number): number => Math.round(degrees * 100) / 100;

/** Columns of a write, with the search words kept in step (category name looked up in SQL). */
function columnsOf(db: Knex, item: ItemWrite) {
  const categoryName = '(SELECT name FROM categories WHERE id = ?)';
  return {
    title: item.title,
    description: item.description,
    category_id: item.categoryId,
    is_negotiable: item.isNegotiable,
    price: item.price,
    price_unit: item.priceUnit,
    location: item.location,
    contact_phone: item.contactPhone,
    image_urls: item.imageUrls,
    video_url: item.videoUrl,
    latitude: item.point ? coarse(item.point.lat) : null,
    longitude: item.point ? coarse(item.point.lon) : null,
    available_from: item.availableFrom ?? null,
    available_until: item.availableUntil ?? null,
    ...(item.availability ? { availability: item.availability } : {}),
    search_vector: db.raw(
      `setweight(to_tsvector('english', ?), 'A') || setweight(to_tsvector('english', coalesce(${categoryName}, '')), 'B')
       || setweight(to_tsvector('english', coalesce(?, '')), 'B') || setweight(to_tsvector('english', ?), 'C')`,
      [item.title, item.categoryId, item.location, item.description],
    ),
  };
}

/**
 * A listing's change stamp, taken at every change the changes call hands devices. Stamps lead with
 * the writing transaction's id, so no write waits for another and readers still never skip one
 * (migrations/…_change_keys_by_transaction.ts); view counts take none.
 */
const nextChangeSeq = (db: Knex) => db.raw("next_change_key('items_change_seq')");
/** items.owner_verified, the owner's verification kept on each listing so lists sort by it on the items table alone. */
const ownerVerified = (db: Knex, ownerId: string) => db.raw('(SELECT is_verified FROM users WHERE id = ?)', [ownerId]);

export async function insertItem(db: Knex, id: string, ownerId: string, item: ItemWrite, createdAt = new Date()): Promise<void> {
  // created_at comes from here, in milliseconds, so the keyset cursor (an ISO time) matches it exactly.
  await db('items').insert({ id, owner_id: ownerId, ...columnsOf(db, item), owner_verified: ownerVerified(db, ownerId), created_at: createdAt, updated_at: createdAt, change_seq: nextChangeSeq(db) });
  await rememberWords(db, `${item.title} ${item.location}`);
}

/** Every change of a listing, availability included, bumps change_seq so devices holding it learn of it. */
export async function updateItem(db: Knex, id: string, item: ItemWrite): Promise<void> {
  await db('items')
    .where({ id })
    .whereNull('deleted_at')
    .update({ ...columnsOf(db, item), updated_at: db.fn.now(), change_seq: nextChangeSeq(db) });
  await rememberWords(db, `${item.title} ${item.location}`);
}

export async function softDeleteItem(db: Knex, id: string): Promise<void> {
  await db('items').where({ id }).whereNull('deleted_at').update({ deleted_at: db.fn.now(), updated_at: db.fn.now(), change_seq: nextChangeSeq(db) });
}

/**
 * A listing shows its owner's name, picture, phone and verification: when those change, each live
 * listing of the owner gets a new change_seq (not a new updated_at: the listing itself is unchanged),
 * so the changes call hands devices the listing as GET /api/items/{id} now shows it, and takes the
 * owner's verification again (owner_verified, which lists sort by).
 */
export async function touchOwnerItems(db: Knex, ownerId: string): Promise<void> {
  await db('items').where({ owner_id: ownerId }).whereNull('deleted_at').update({ owner_verified: ownerVerified(db, ownerId), change_seq: nextChangeSeq(db) });
}

/**
 * The listings of owners whose paid plan ended after `since` and by `at` get a new change_seq: they are
 * no longer featured (worked out when read), and devices holding them learn so through the changes
 * call. Answers how many listings were marked.
 */
export async function touchItemsOfEndedPlans(db: Knex, since: Date, at: Date): Promise<number> {
  const ended = db('users').select('id').whereNot('premium_tier', 'free').where('premium_expires_at', '>', since).where('premium_expires_at', '<=', at);
  const marked = await db('items').whereIn('owner_id', ended).whereNull('deleted_at').update({ change_seq: nextChangeSeq(db) }, ['id']);
  return Array.isArray(marked) ? marked.length : 0;
}

/**
 * Something shown with a listing changed without the listing itself changing (its rating after a
 * review, its booked or blocked days): a new change_seq, not a new updated_at, so devices holding it fetch it again.
 */
export async function touchItem(db: Knex, id: string): Promise<void> {
  await db('items').where({ id }).whereNull('deleted_at').update({ change_seq: nextChangeSeq(db) });
}

export interface ItemChangesPage {
  /** Changed listings, in change order, as GET /api/items/{id} shows them. */
  items: Item[];
  /** Listings deleted since the cursor. */
  deletedIds: string[];
  /** The change_seq to continue from (a decimal string: bigint). */
  cursor: string;
  hasMore: boolean;
}

/**
 * Changes to the listings `ids` with a change_seq above `since`, `limit` at a time. Reads take no lock:
 * the settled bound is read first, then the page, of stamps below it only. Every stamp below the bound
 * belongs to a transaction that has ended, so is visible to the page; every write still running, or
 * yet to come, stamps above it (migrations/…_change_keys_by_transaction.ts). A listing changed or
 * deleted between the two reads may come again next time; none is ever skipped. View counts do not
 * bump change_seq: they would make every popular listing churn through every phone.
 */
export async function itemChangesSince(db: Knex, ids: readonly string[], since: string, limit: number, viewerId: string | null): Promise<ItemChangesPage> {
  const settled = await settledChangeKey(db);
  const rows: Array<{ id: string; change_seq: string | number | bigint; deleted: boolean }> = ids.length
    ? await db('items')
        .whereIn('id', [...ids])
        .where('change_seq', '>', since)
        .where('change_seq', '<', String(settled))
        .orderBy('change_seq')
        .limit(limit + 1)
        // A listing hidden from others leaves their devices as a deleted one does; its owner keeps it.
        .select('id', 'change_seq', db.raw("deleted_at IS NOT NULL OR (moderation_status <> 'approved' AND owner_id IS DISTINCT FROM ?::uuid) AS deleted", [viewerId]))
    : [];
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const last = page.at(-1);
  const lastSeq = last ? BigInt(last.change_seq) : 0n;
  const live = page.filter((row) => !row.deleted).map((row) => row.id);
  const byId = new Map<string, Item>();
  if (live.length) for (const row of (await selectItems(db, now()).whereIn('i.id', live)) as ItemRow[]) byId.set(row.id, toItem(row));
  return {
    items: live.flatMap((id) => byId.get(id) ?? []),
    deletedIds: page.filter((row) => row.deleted).map((row) => row.id),
    // With more to come, continue after this page; else from just under the settled bound (a forged
    // cursor beyond it is brought back to it).
    cursor: String(hasMore ? lastSeq : settledCursor(settled)),
    hasMore,
  };
}

/** What an item page shows first: its title and media (first-screen/item-first-screen.ts). */
export interface ItemPageTop {
  title: string;
  imageUrls: string[];
  videoUrl: string | null;
}

/** The top of the page of listed item `id`; undefined when there is none. */
export async function itemPageTop(db: Knex, id: string): Promise<ItemPageTop | undefined> {
  const row = await db<ItemRow>('items').where({ id, moderation_status: 'approved' }).whereNull('deleted_at').first('title', 'image_urls', 'video_url');
  return row && { title: row.title, imageUrls: row.image_urls ?? [], videoUrl: row.video_url ?? null };
}

/** The owner of a live item, or undefined when there is no such item. */
export async function itemOwner(db: Knex, id: string): Promise<string | undefined> {
  const row = await db('items').where({ id }).whereNull('deleted_at').first('owner_id');
  return row?.owner_id;
}

/**
 * Counts a view once per viewer per item per day; returns whether it was counted. Signed-in viewers
 * also get the item on their recently viewed list.
 */
export async function recordView(trx: Knex.Transaction, itemId: string, viewerKey: string, userId: string | undefined): Promise<boolean> {
  const inserted = await trx('item_views')
    .insert({ item_id: itemId, viewer_key: viewerKey, day: trx.raw('current_date') })
    .onConflict(['item_id', 'viewer_key', 'day'])
    .ignore()
    .returning('item_id');
  if (inserted.length) await trx('items').where({ id: itemId }).increment('view_count', 1);
  if (userId) {
    await trx('recently_viewed')
      .insert({ user_id: userId, item_id: itemId, viewed_at: trx.fn.now() })
      .onConflict(['user_id', 'item_id'])
      .merge(['viewed_at']);
  }
  return inserted.length > 0;
}

/** The ids of an owner's listings not deleted. */
export async function liveItemIdsOf(db: Knex, ownerId: string): Promise<string[]> {
  const rows: Array<{ id: string }> = await db('items').where({ owner_id: ownerId }).whereNull('deleted_at').select('id');
  return rows.map((row) => row.id);
}
