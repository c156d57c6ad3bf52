/**
 * Keeps the device cache bounded (DESIGN.md §7): least recently fetched listings go first, with their
 * photos; favourites, the user's own listings and recently viewed stay. Runs a while after lists are
 * stored, off the critical path.
 */
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { ownerListKey, trimItemCache, viewedListKey } from '@pwa/lib/item-cache.ts';
import { forgetCachedMedia, mediaUrlsOf } from '@pwa/lib/media-cache.ts';
import { readFavourites } from '@pwa/features/favourites/favourites-store.ts';

export async function trimDeviceCache(): Promise<number> {
  const userId = (await db.session.get(SESSION_KEY))?.user?.id;
  const own = userId ? await db.items.where('ownerId').equals(userId).primaryKeys() : [];
  const evicted = await trimItemCache({
    keepIds: new Set([...readFavourites(), ...own]),
    keepListKeys: new Set(userId ? [ownerListKey(userId), viewedListKey(userId)] : []),
  });
  await forgetCachedMedia(mediaUrlsOf(evicted.flatMap((item) => item.imageUrls)));
  return evicted.length;
}
