/**
 * A near-me answer's distances never reach the device's item rows, so the same listing in another list
 * (a later search without near-me, a category) shows no stale distance.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { makeItem } from '@pwa/test/items.ts';
import { storeItemList, storeItems, useItemList } from './item-cache.ts';

describe('distances in the item cache', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });

  it('stores a listing without the distance its answer gave', async () => {
    const near = makeItem({ distanceKm: 4.2 });
    await storeItems([near]);
    expect(await db.items.get(near.id)).not.toHaveProperty('distanceKm');
    await storeItemList('search:q=bike', [near]);
    expect(await db.items.get(near.id)).not.toHaveProperty('distanceKm');

    const { result } = renderHook(() => useItemList('search:q=bike'));
    await waitFor(() => expect(result.current?.items).toHaveLength(1));
    expect(result.current?.items[0]).not.toHaveProperty('distanceKm');
  });
});
