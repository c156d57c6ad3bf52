/** SQL for listings; the only place that knows the items table's columns (CONVENTIONS.md §3). */
import type { Knex } from 'knex';
import type { Availability, Item, PriceUnit } from '@shared/api.ts';
import { type Cursor, encodeCursor } from './cursor.ts';
import { type ItemRow, selectItems, toItem } from './item-row.ts';
import { applyFilters, applyOrder, type ItemFilters, type ItemOrder } from './item-search.ts';
import { correctSpelling, rememberWords } from './spelling.ts';

export interface ItemPage {
  items: Item[];
  nextCursor: string | null;
}

export async function findItem(db: Knex, id: string): Promise<Item | undefined> {
  const row: ItemRow | undefined = await selectItems(db).where('i.id', id).first();
  return row ? toItem(row) : undefined;
}

interface PageRow {
  id: string;
  rank?: number;
  view_count: number;
  created_at: Date;
}

function cursorOf(row: PageRow, order: ItemOrder, filters: ItemFilters): Cursor {
  if (order === 'relevance') return { k: Number(row.rank), id: row.id, ...(filters.q ? { q: filters.q } : {}) };
  if (order === 'popular') return { k: Number(row.view_count), id: row.id };
  return { k: new Date(row.created_at).toISOString(), id: row.id };
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
): Promise<ItemPage> {
  const searching = { ...filters, q: after?.q ?? filters.q };
  let rows = await pageRows(db, searching, order, limit, after);
  // Nothing matches the words as typed: correct them for typos and search once more (first page only;
  // the cursor carries the corrected words to later pages).
  if (!rows.length && !after && searching.q) {
    const corrected = await correctSpelling(db, searching.q);
    if (corrected) {
      searching.q = corrected;
      rows = await pageRows(db, searching, order, limit);
    }
  }
  const page = rows.slice(0, limit);
  const byId = new Map<string, ItemRow>();
  if (page.length) {
    const full: ItemRow[] = await selectItems(db).whereIn('i.id', page.map((row) => row.id));
    for (const row of full) byId.set(row.id, row);
  }
  const items = page.flatMap((row) => {
    const full = byId.get(row.id);
    return full ? [toItem(full)] : [];
  });
  const last = page.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last, order, searching)) : null };
}

async function pageRows(db: Knex, filters: ItemFilters, order: ItemOrder, limit: number, after?: Cursor): Promise<PageRow[]> {
  const query = db('items as i').whereNull('i.deleted_at').select('i.id', 'i.view_count', 'i.created_at');
  applyFilters(query, filters);
  applyOrder(query, db, order, filters, after);
  return query.limit(limit + 1);
}

export async function countItems(db: Knex, filters: ItemFilters): Promise<number> {
  const query = db('items as i').whereNull('i.deleted_at');
  applyFilters(query, filters);
  const [row] = await query.count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}

/** Same category, same location first, newest next; never the item itself. */
export async function similarItems(db: Knex, item: Item, limit: number): Promise<Item[]> {
  const rows: ItemRow[] = await selectItems(db)
    .where('i.category_id', item.categoryId)
    .whereNot('i.id', item.id)
    .orderByRaw('(i.location IS NOT DISTINCT FROM ?) DESC', [item.location])
    .orderBy([{ column: 'i.created_at', order: 'desc' }, { column: 'i.id', order: 'desc' }])
    .limit(limit);
  return rows.map(toItem);
}

export async function recentlyViewedItems(db: Knex, userId: string, limit: number): Promise<Item[]> {
  const rows: ItemRow[] = await selectItems(db)
    .join('recently_viewed as rv', 'rv.item_id', 'i.id')
    .where('rv.user_id', userId)
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
}

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
    ...(item.availability ? { availability: item.availability } : {}),
    search_vector: db.raw(
      `setweight(to_tsvector('english', ?), 'A') || setweight(to_tsvector('english', coalesce(${categoryName}, '')), 'B')
       || setweight(to_tsvector('english', coalesce(?, '')), 'B') || setweight(to_tsvector('english', ?), 'C')`,
      [item.title, item.categoryId, item.location, item.description],
    ),
  };
}

export async function insertItem(db: Knex, id: string, ownerId: string, item: ItemWrite, createdAt = new Date()): Promise<void> {
  // created_at comes from here, in milliseconds, so the keyset cursor (an ISO time) matches it exactly.
  await db('items').insert({ id, owner_id: ownerId, ...columnsOf(db, item), created_at: createdAt, updated_at: createdAt });
  await rememberWords(db, `${item.title} ${item.location}`);
}

export async function updateItem(db: Knex, id: string, item: ItemWrite): Promise<void> {
  await db('items')
    .where({ id })
    .whereNull('deleted_at')
    .update({ ...columnsOf(db, item), updated_at: db.fn.now(), change_seq: db.raw("nextval('items_change_seq')") });
  await rememberWords(db, `${item.title} ${item.location}`);
}

export async function softDeleteItem(db: Knex, id: string): Promise<void> {
  await db('items')
    .where({ id })
    .whereNull('deleted_at')
    .update({ deleted_at: db.fn.now(), updated_at: db.fn.now(), change_seq: db.raw("nextval('items_change_seq')") });
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
export async function recordView(db: Knex, itemId: string, viewerKey: string, userId: string | undefined): Promise<boolean> {
  return db.transaction(async (trx) => {
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
  });
}
