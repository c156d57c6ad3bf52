/**
 * The owner's listings for My Listings: the device's list at once, refreshed from the server
 * (DESIGN.md §7). "unavailable" only when nothing is saved and the server cannot be reached.
 */
import { useEffect, useState } from 'react';
import type { ItemRow } from '@pwa/db/app-db.ts';
import { ownerListKey, useItemList } from '@pwa/lib/item-cache.ts';
import { refreshOwnerListings } from './owner-listings.ts';

export type MyListings =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'ready'; items: ItemRow[]; fetchedAt: number; stale: boolean };

export function useMyListings(userId: string): MyListings {
  const cached = useItemList(ownerListKey(userId));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    setFailed(false);
    refreshOwnerListings(userId).catch(() => {
      if (active) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [userId]);

  if (cached) return { status: 'ready', items: cached.items, fetchedAt: cached.list.fetchedAt, stale: failed };
  if (cached === null && failed) return { status: 'unavailable' };
  return { status: 'loading' };
}
