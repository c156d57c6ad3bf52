/**
 * The owner's listings on the device: one cached list under `owner:{id}`, refreshed
 * from GET /api/users/{id}/items (which includes rented and unavailable listings), and deleting one
 * through the outbox, so it works offline and goes once (the outbox forgets the listing on the device
 * when the server has deleted it; until then My Listings hides it).
 */
import { db } from '@pwa/db/app-db.ts';
import { ownerListKey, storeItemList } from '@pwa/lib/item-cache.ts';
import { queueListingDelete } from '@pwa/features/listings/index.ts';
import { fetchOwnerListings } from './dashboard-api.ts';

export async function refreshOwnerListings(userId: string): Promise<void> {
  await storeItemList(ownerListKey(userId), await fetchOwnerListings(userId));
}

/** Resolves with the delete's sequence number in the outbox. */
export const queueDeletion = (accountId: string, itemId: string): Promise<number> =>
  // The delete itself is the local change: My Listings hides a listing with one queued.
  db.transaction('rw', db.outbox, (tx) => queueListingDelete(tx, accountId, itemId));
