/**
 * The listing to edit: the device's copy at once when there is one (DESIGN.md §1), refreshed from
 * GET /api/items/{id}. "missing" when the server says it does not exist (deleted, or a wrong link);
 * "unavailable" when it is not on the device and the server cannot be reached.
 */
import { useEffect, useState } from 'react';
import type { Item } from '@shared/api.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { forgetItem, storeItems, useCachedItem } from '@pwa/lib/item-cache.ts';
import { fetchListing } from './listings-api.ts';

export type ListingForEdit = { status: 'loading' } | { status: 'missing' } | { status: 'unavailable' } | { status: 'ready'; item: Item };

export function useListingForEdit(itemId: string): ListingForEdit {
  const cached = useCachedItem(itemId);
  const [outcome, setOutcome] = useState<'pending' | 'fetched' | 'missing' | 'failed'>('pending');

  useEffect(() => {
    let active = true;
    setOutcome('pending');
    fetchListing(itemId)
      .then(async (item) => {
        await storeItems([item]);
        if (active) setOutcome('fetched');
      })
      .catch(async (error: unknown) => {
        const missing = isApiError(error) && error.status === 404;
        if (missing) await forgetItem(itemId);
        if (active) setOutcome(missing ? 'missing' : 'failed');
      });
    return () => {
      active = false;
    };
  }, [itemId]);

  if (outcome === 'missing') return { status: 'missing' };
  if (cached) return { status: 'ready', item: cached };
  if (outcome === 'failed' && cached === null) return { status: 'unavailable' };
  return { status: 'loading' };
}
