/**
 * The owner's listings on the device (DESIGN.md §7): one cached list under `owner:{id}`, refreshed
 * from GET /api/users/{id}/items (which includes rented and unavailable listings), and deleting one
 * (spec §7: lists are refreshed after a delete; forgetItem takes it out of every cached list at once).
 */
import type { Item } from '@shared/api.ts';
import { forgetItem, ownerListKey, storeItemList } from '@pwa/lib/item-cache.ts';
import { deleteListingCall, fetchOwnerListings } from './dashboard-api.ts';

export async function refreshOwnerListings(userId: string): Promise<void> {
  await storeItemList(ownerListKey(userId), await fetchOwnerListings(userId));
}

export async function deleteListing(item: Pick<Item, 'id' | 'ownerId'>): Promise<void> {
  await deleteListingCall(item.id);
  await forgetItem(item.id);
  // The list no longer holds it; a failed refetch (offline again) changes nothing.
  refreshOwnerListings(item.ownerId).catch(() => undefined);
}
