/**
 * Puts on the device the listings of favorites it does not hold — ones made on another device, or
 * kept while the cache was cleared at sign-out — so the favorites page shows them, offline too
 * (favorites stay in the bounded cache). Asked a few at a time, as the item page asks.
 */
import { apiPaths, type Item } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { storeItems } from '@pwa/lib/item-cache.ts';
import { isListingId } from '@pwa/lib/listing-id.ts';
import { readFavorites } from './favorites-store.ts';

export interface HoldDeps {
  getJson<T>(path: string): Promise<T>;
}

const AT_ONCE = 4;

/** Resolves with the number of listings stored. */
export async function holdFavoriteItems(deps: HoldDeps, ids: readonly string[] = [...readFavorites()]): Promise<number> {
  const wanted = ids.filter(isListingId);
  const held = await db.items.bulkGet(wanted);
  const missing = wanted.filter((_, index) => !held[index]);
  let stored = 0;
  for (let start = 0; start < missing.length; start += AT_ONCE) {
    const answers = await Promise.allSettled(missing.slice(start, start + AT_ONCE).map((id) => deps.getJson<Item>(apiPaths.item(id))));
    const items = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    await storeItems(items);
    stored += items.length;
    // No connection: the rest would fail alike. A 404 (deleted, or still in another device's outbox)
    // leaves the favorite alone: it is the user's, and the changes call says when a listing went.
    if (answers.some((answer) => answer.status === 'rejected' && !(isApiError(answer.reason) && answer.reason.status >= 400 && answer.reason.status < 500))) break;
  }
  return stored;
}
