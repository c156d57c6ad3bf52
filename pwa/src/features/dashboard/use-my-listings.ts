/**
 * The owner's listings for My Listings: the device's list at once, refreshed from the server
 *, with the writes waiting in the outbox laid over it (outbox-overlay.ts).
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
  const reconnects = useReconnects();
  // The refresh that failed, kept by what asked for it: a new one (another account, a reconnect) has
  // not failed while it is on its way.
  const refresh = `${user.id} ${reconnects}`;
  const [failedRefresh, setFailedRefresh] = useState<string | null>(null);
  const failed = failedRefresh === refresh;

  useEffect(() => {
    let active = true;
    refreshOwnerListings(user.id).catch(() => {
      if (active) setFailedRefresh(refresh);
    });
    return () => {
      active = false;
    };
  }, [user.id, refresh]);

  if (writes === undefined || cached === undefined || (cached === null && !failed)) return { status: 'loading' };
  const listings = overlayOutbox(cached?.items ?? [], writes, user);
  if (!cached && listings.length === 0) return { status: 'unavailable' };
  return { status: 'ready', listings, fetchedAt: cached?.list.fetchedAt ?? null, stale: failed };
}
