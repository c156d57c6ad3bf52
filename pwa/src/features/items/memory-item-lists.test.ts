/**
 * A near-me list is kept in memory with its distances, and nothing of it but its listings (without
 * distances) reaches the device: a later list of the same listings shows no distance.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { storeItemList, useItemList } from '@pwa/lib/item-cache.ts';
import { makeItem } from '@pwa/test/items.ts';
import { keepItemListInMemory, useMemoryItemList } from './memory-item-lists.ts';

const NEAR_KEY = 'search:near=18.520%2C73.856&radiusKm=25';

describe('lists kept in memory', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });

  it('keeps a near-me list with its distances, and leaves on the device only its listings, without them', async () => {
    const [first, second] = [makeItem({ distanceKm: 1.5 }), makeItem({ distanceKm: 7.1 })];
    const { result } = renderHook(() => useMemoryItemList(NEAR_KEY));
    expect(result.current).toBeNull();
    await act(() => keepItemListInMemory(NEAR_KEY, [first!], { nextCursor: 'page-2' }));
    await act(() => keepItemListInMemory(NEAR_KEY, [second!], { append: true }));
    expect(result.current?.items.map((item) => item.distanceKm)).toEqual([1.5, 7.1]);
    expect(result.current?.list.nextCursor).toBeNull();

    expect(await db.itemLists.count()).toBe(0);
    expect(await db.items.get(first!.id)).not.toHaveProperty('distanceKm');

    await storeItemList('search:q=bike', [first!]);
    const later = renderHook(() => useItemList('search:q=bike'));
    await waitFor(() => expect(later.result.current?.items).toHaveLength(1));
    expect(later.result.current?.items[0]).not.toHaveProperty('distanceKm');
  });

  it('keeps the latest few lists only', async () => {
    for (let index = 0; index < 10; index += 1) await keepItemListInMemory(`search:near=${index}`, [makeItem()]);
    expect(renderHook(() => useMemoryItemList('search:near=0')).result.current).toBeNull();
    expect(renderHook(() => useMemoryItemList('search:near=9')).result.current?.items).toHaveLength(1);
  });
});
