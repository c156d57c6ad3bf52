/**
 * Lists kept in this page's memory only, never on the device: a near-me list's key holds the point it
 * was asked around and its answer each listing's distance from it, which together tell where the
 * person was. Back to such a list shows it again at once; a reload asks the server afresh. Its
 * listings still go to the device's item store (without distances), as any list's do.
 */
import { useSyncExternalStore } from 'react';
import type { Item } from '@shared/api.ts';
import type { ItemRow } from '@pwa/db/app-db.ts';
import { storeItems, type CachedList } from '@pwa/lib/item-cache.ts';

/** A few: enough for Back through a session's near-me searches. */
const MAX_LISTS = 8;

const lists = new Map<string, CachedList>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The same contract as storeItemList: a first page replaces the list, `append` adds the next one. */
export async function keepItemListInMemory(
  key: string,
  items: readonly Item[],
  page: { nextCursor?: string | null; total?: number | null; append?: boolean } = {},
): Promise<void> {
  const fetchedAt = Date.now();
  await storeItems(items, fetchedAt);
  const previous = page.append ? lists.get(key) : undefined;
  const rows: ItemRow[] = [...(previous?.items ?? []), ...items.map((item) => ({ ...item, fetchedAt }))];
  lists.delete(key);
  lists.set(key, {
    list: { key, ids: rows.map((row) => row.id), nextCursor: page.nextCursor ?? null, total: page.total ?? null, fetchedAt },
    items: rows,
  });
  // A Map iterates in insertion order: the first key is the least recently kept.
  for (const oldest of lists.keys()) {
    if (lists.size <= MAX_LISTS) break;
    lists.delete(oldest);
  }
  for (const listener of listeners) listener();
}

/** A list kept in memory, or null when there is none under `key` (none yet, or `key` null). */
export function useMemoryItemList(key: string | null): CachedList | null {
  return useSyncExternalStore(subscribe, () => (key === null ? null : (lists.get(key) ?? null)));
}
