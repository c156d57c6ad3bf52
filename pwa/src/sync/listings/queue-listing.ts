/**
 * Queuing a listing write from the listing form or My Listings, inside the caller's transaction (see
 * enqueue.ts), e.g. a listing made offline:
 *
 *   await db.transaction('rw', db.items, db.itemLists, db.outbox, async (tx) => {
 *     await keepSavedListing(localItem); // shown at once, marked "Waiting to sync"
 *     await queueListingCreate(tx, user.id, draft);
 *   });
 */
import type { Transaction } from 'dexie';
import { enqueue } from '../enqueue.ts';
import { listingEntity, type ListingDraft } from './listing-kinds.ts';

export const queueListingCreate = (tx: Transaction, accountId: string, draft: ListingDraft): Promise<number> =>
  enqueue(tx, { kind: 'listing.create', accountId, entity: listingEntity(draft.itemId), payload: draft });

export const queueListingUpdate = (tx: Transaction, accountId: string, draft: ListingDraft): Promise<number> =>
  enqueue(tx, { kind: 'listing.update', accountId, entity: listingEntity(draft.itemId), payload: draft });

export const queueListingDelete = (tx: Transaction, accountId: string, itemId: string): Promise<number> =>
  enqueue(tx, { kind: 'listing.delete', accountId, entity: listingEntity(itemId), payload: { itemId } });
