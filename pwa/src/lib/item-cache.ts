/**
 * The device's cache of listings (DESIGN.md §1, §7): lists are stored as ids under a key and the items
 * once each, so an item seen in a search, a category and its own page is one row, updated everywhere.
 * Screens read through these hooks; the network only writes through storeItems/storeItemList.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Item } from '@shared/api.ts';
import { db, type ItemListRow, type ItemRow } from '@pwa/db/app-db.ts';

/** The key of an owner's own listings (all of them, rented and unavailable too): `owner:{userId}`. */
export const ownerListKey = (userId: string): string => `owner:${userId}`;

export async function storeItems(items: readonly Item[], fetchedAt: number = Date.now()): Promise<void> {
  await db.items.bulkPut(items.map((item) => ({ ...item, fetchedAt })));
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
