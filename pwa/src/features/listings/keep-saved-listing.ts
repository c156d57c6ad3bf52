/**
 * Puts a listing the server just saved on the device at once, updating it in every
 * cached list that holds it, and first in its owner's list (read by the dashboard) when new. Both
 * steps of saving a listing end here: the form's local copy, queued with its write (before the server
 * has it), and the outbox's listing executors (the server's answer).
 */
import type { Item } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { ownerListKey, storeItems } from '@pwa/lib/item-cache.ts';

export async function keepSavedListing(item: Item): Promise<void> {
  await db.transaction('rw', db.items, db.itemLists, async () => {
    await storeItems([item]);
    await db.itemLists.update(ownerListKey(item.ownerId), (list) => {
      if (!list.ids.includes(item.id)) list.ids = [item.id, ...list.ids];
    });
  });
}
