/**
 * Keeps the device cache bounded: least recently fetched listings go first, with their
 * photos, reviews and calendar; favorites, the user's own listings, listings with queued writes and recently viewed stay. Runs a while after lists are
 * stored, off the critical path.
 */
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { ownerListKey, trimItemCache, viewedListKey } from '@pwa/lib/item-cache.ts';
import { forgetCachedMedia, mediaUrlsOf } from '@pwa/lib/media-cache.ts';
import { listingIdOfEntity } from '@pwa/db/outbox-entities.ts';
import { readFavorites } from '@pwa/features/favorites/index.ts';

export async function trimDeviceCache(): Promise<number> {
  const userId = (await db.session.get(SESSION_KEY))?.user?.id;
  const own = userId ? await db.items.where('ownerId').equals(userId).primaryKeys() : [];
  // A listing with a write still queued is the user's own work in progress: never evicted.
  const entities = (await db.outbox.orderBy('entity').uniqueKeys()).map(String);
  const queuedIds = entities.flatMap((entity) => listingIdOfEntity(entity) ?? []);
  const evicted = await trimItemCache({
    keepIds: new Set([...readFavorites(), ...own, ...queuedIds]),
    keepListKeys: new Set(userId ? [ownerListKey(userId), viewedListKey(userId)] : []),
  });
  await forgetCachedMedia(mediaUrlsOf(evicted.flatMap((item) => item.imageUrls)));
  await forgetListingExtras(evicted.map((item) => item.id));
  return evicted.length;
}

/** What was kept beside evicted listings: their reviews and their last availability answer. */
async function forgetListingExtras(itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  const evicted = new Set(itemIds);
  await db.transaction('rw', db.itemReviews, db.availability, async () => {
    await db.itemReviews.filter((review) => evicted.has(review.itemId)).delete();
    await db.availability.bulkDelete([...itemIds]);
  });
}
