/**
 * The owner's listings for My Listings: the device's list at once, refreshed from the server
 * (DESIGN.md §7), with the writes waiting in the outbox laid over it (outbox-overlay.ts).
 * "unavailable" only when nothing is saved or waiting and the server cannot be reached.
 */
import { useEffect, useState } from 'react';
import type { User } from '@shared/api.ts';
import { ownerListKey, useItemList } from '@pwa/lib/item-cache.ts';
import { useOutboxOperations, useReconnects } from '@pwa/sync/index.ts';
import { LISTING_WRITE_KINDS, overlayOutbox, type MyListing } from './outbox-overlay.ts';
import { refreshOwnerListings } from './owner-listings.ts';

export type MyListings =
  | { status: 'loading' }
  | { status: 'unavailable' }
  /** fetchedAt: when the list was last fetched; null when it never was (only writes made here show). */
  | { status: 'ready'; listings: MyListing[]; fetchedAt: number | null; stale: boolean };

export function useMyListings(user: User): MyListings {
  const cached = useItemList(ownerListKey(user.id));
  const writes = useOutboxOperations(LISTING_WRITE_KINDS);
  const [failed, setFailed] = useState(false);
  const reconnects = useReconnects();

  useEffect(() => {
    let active = true;
    setFailed(false);
    refreshOwnerListings(user.id).catch(() => {
      if (active) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [user.id, reconnects]);

  if (writes === undefined || cached === undefined || (cached === null && !failed)) return { status: 'loading' };
  const listings = overlayOutbox(cached?.items ?? [], writes, user);
  if (!cached && listings.length === 0) return { status: 'unavailable' };
  return { status: 'ready', listings, fetchedAt: cached?.list.fetchedAt ?? null, stale: failed };
}
