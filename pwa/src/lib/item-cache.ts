/**
 * The device's cache of listings: lists are stored as ids under a key and the items
 * once each, so an item seen in a search, a category and its own page is one row, updated everywhere.
 * Screens read through these hooks; the network only writes through storeItems/storeItemList.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Item } from '@shared/api.ts';
import { db, type ItemListRow, type ItemRow } from '@pwa/db/app-db.ts';

/** The key of an owner's own listings (all of them, rented and unavailable too): `owner:{userId}`. */
export const ownerListKey = (userId: string): string => `owner:${userId}`;
/** The key of the signed-in user's recently viewed listings: `viewed:{userId}`. */
export const viewedListKey = (userId: string): string => `viewed:${userId}`;

/**
 * A near-me answer's distance is from that search's point, not a fact of the listing: the device never
 * keeps it (the near-me list itself stays in memory), or another list would show it, stale.
 */
function withoutDistance<T extends Item>(item: T): Omit<T, 'distanceKm'> {
  const { distanceKm: _distance, ...kept } = item;
  return kept;
}

export async function storeItems(items: readonly Item[], fetchedAt: number = Date.now()): Promise<void> {
  await db.items.bulkPut(items.map((item) => ({ ...withoutDistance(item), fetchedAt })));
}

/** Replaces a list and its items in one transaction, so a reader never sees ids without rows. */
export async function storeItemList(
  key: string,
  items: readonly Item[],
  page: { nextCursor?: string | null; total?: number | null; append?: boolean } = {},
): Promise<void> {
  const fetchedAt = Date.now();
  await db.transaction('rw', db.items, db.itemLists, async () => {
    await storeItems(items, fetchedAt);
    const previous = page.append ? await db.itemLists.get(key) : undefined;
    const ids = [...(previous?.ids ?? []), ...items.map((item) => item.id)];
    await db.itemLists.put({ key, ids, nextCursor: page.nextCursor ?? null, total: page.total ?? null, fetchedAt });
  });
}

/** Removes an item from the cache and from every list that holds it (after a delete). */
export async function forgetItem(id: string): Promise<void> {
  await db.transaction('rw', db.items, db.itemLists, async () => {
    await db.items.delete(id);
    await db.itemLists.toCollection().modify((list) => {
      list.ids = list.ids.filter((candidate) => candidate !== id);
    });
  });
}

export interface CachedList {
  list: ItemListRow;
  items: ItemRow[];
}

/** A cached list with its items in order; undefined while reading, null when never fetched. */
export function useItemList(key: string): CachedList | null | undefined {
  return useLiveQuery(async () => {
    const list = await db.itemLists.get(key);
    if (!list) return null;
    const rows = await db.items.bulkGet(list.ids);
    return { list, items: rows.filter((row): row is ItemRow => row !== undefined) };
  }, [key]);
}

/** One cached item; undefined while reading, null when not on the device. */
export function useCachedItem(id: string): ItemRow | null | undefined {
  return useLiveQuery(async () => (await db.items.get(id)) ?? null, [id]);
}

/** How much the device keeps (the cache is bounded). */
export const CACHE_LIMITS = { lists: 40, items: 300 } as const;

export interface TrimRules {
  /** Items always kept: favourites, the user's own listings, listings with unsynced changes. */
  keepIds: ReadonlySet<string>;
  /** Lists always kept (and so their items): the user's own listings, recently viewed. */
  keepListKeys: ReadonlySet<string>;
  limits?: { lists: number; items: number };
}

/**
 * Evicts the least recently fetched lists past the list limit, then the least recently fetched items
 * that no kept list shows and no rule keeps, past the item limit. Returns the evicted items, so
 * their images can leave the media cache too.
 */
export async function trimItemCache({ keepIds, keepListKeys, limits = CACHE_LIMITS }: TrimRules): Promise<ItemRow[]> {
  return db.transaction('rw', db.items, db.itemLists, async () => {
    const lists = await db.itemLists.orderBy('fetchedAt').reverse().toArray();
    const [kept, evictable] = [lists.filter((list) => keepListKeys.has(list.key)), lists.filter((list) => !keepListKeys.has(list.key))];
    const keptLists = [...kept, ...evictable.slice(0, Math.max(0, limits.lists - kept.length))];
    const droppedLists = evictable.slice(Math.max(0, limits.lists - kept.length));
    if (droppedLists.length) await db.itemLists.bulkDelete(droppedLists.map((list) => list.key));

    const shown = new Set(keptLists.flatMap((list) => list.ids));
    const count = await db.items.count();
    if (count <= limits.items) return [];
    const candidates = (await db.items.orderBy('fetchedAt').toArray()).filter((item) => !keepIds.has(item.id) && !shown.has(item.id));
    const evicted = candidates.slice(0, count - limits.items);
    if (evicted.length) await db.items.bulkDelete(evicted.map((item) => item.id));
    return evicted;
  });
}
