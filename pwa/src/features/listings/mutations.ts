/**
 * Saving a listing on the device : the listing as the owner saved it
 * goes into the cached lists (shown at once, marked "Waiting to sync" until sent) and its write into
 * the outbox, in one transaction — offline both land at once, and never one without the other. The
 * outbox then sends it, once, with its photos and video (listing-executors.ts).
 */
import type { Category, Item } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { keepSavedListing } from './keep-saved-listing.ts';
import { queueListingSave } from './queue-listing.ts';
import type { ListingDraft } from './listing-kinds.ts';

/** Resolves with the write's sequence number in the outbox. */
export function saveListingOnDevice(accountId: string, mode: 'create' | 'update', draft: ListingDraft, local: Item): Promise<number> {
  return db.transaction('rw', db.items, db.itemLists, db.outbox, async (tx) => {
    await keepSavedListing(local);
    return queueListingSave(tx, accountId, mode, draft);
  });
}

/** The listing's category as the device knows it, for the name shown before the server answers. */
export const cachedCategory = async (id: string): Promise<Category | undefined> => db.categories.get(id);
