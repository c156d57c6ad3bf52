/**
 * The listing to edit: from its last queued draft when writes of it wait (a listing made here is
 * never asked of the server), else the device's copy refreshed from the server; "missing" when it is
 * gone or its delete is queued, "unavailable" when neither the device nor the server has it.
 */
import { useEffect, useState } from 'react';
import type { Item, User } from '@shared/api.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { fieldErrorTexts } from '@pwa/lib/error-text.ts';
import { forgetItem, storeItems, useCachedItem } from '@pwa/lib/item-cache.ts';
import type { ListingDraft } from './listing-kinds.ts';
import { listingEntity } from '@pwa/db/outbox-entities.ts';
import { listingFromDraft } from './local-listing.ts';
import { useEntityOutbox } from '@pwa/sync/index.ts';
import { fetchListing } from './listings-api.ts';

export type ListingForEdit =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'unavailable' }
  | { status: 'ready'; item: Item; draft: ListingDraft | null; serverErrors: Readonly<Record<string, string>> };

const noErrors: Readonly<Record<string, string>> = {};

export function useListingForEdit(itemId: string, owner: User): ListingForEdit {
  const cached = useCachedItem(itemId);
  const queued = useEntityOutbox(listingEntity(itemId));
  const known = queued !== undefined;
  const madeHere = queued?.operations.some((op) => op.kind === 'listing.create') ?? false;
  // How the fetch ended, kept by what asked for it: while a new one is on its way it is pending.
  const request = `${itemId} ${known} ${madeHere}`;
  const [fetched, setFetched] = useState<{ request: string; outcome: 'fetched' | 'missing' | 'failed' } | null>(null);
  const outcome = fetched?.request === request ? fetched.outcome : 'pending';

  useEffect(() => {
    if (!known || madeHere) return undefined;
    let active = true;
    fetchListing(itemId)
      .then(async (item) => {
        await storeItems([item]);
        if (active) setFetched({ request, outcome: 'fetched' });
      })
      .catch(async (error: unknown) => {
        const missing = isApiError(error) && error.status === 404;
        if (missing) await forgetItem(itemId);
        if (active) setFetched({ request, outcome: missing ? 'missing' : 'failed' });
      });
    return () => {
      active = false;
    };
  }, [itemId, known, madeHere, request]);

  if (queued === undefined || cached === undefined) return { status: 'loading' };
  const operations = queued?.operations ?? [];
  if (operations.some((op) => op.kind === 'listing.delete')) return { status: 'missing' };
  const drafts = operations.flatMap((op) => (op.kind === 'listing.create' || op.kind === 'listing.update' ? [op.payload] : []));
  const draft = drafts.at(-1);
  if (draft) {
    const failure = operations.find((op) => op.status === 'failed')?.error;
    const serverErrors = failure ? fieldErrorTexts(failure) : noErrors;
    return { status: 'ready', item: cached ?? listingFromDraft(draft, { owner }), draft, serverErrors };
  }
  if (outcome === 'missing') return { status: 'missing' };
  if (cached) return { status: 'ready', item: cached, draft: null, serverErrors: noErrors };
  if (outcome === 'failed') return { status: 'unavailable' };
  return { status: 'loading' };
}
