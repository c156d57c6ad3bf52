/**
 * A listing's reviews kept on the device (Dexie itemReviews) so its page still shows them offline.
 * A fresh first page replaces what was kept (a review removed on the server goes here too); "Show
 * more" adds its page. Read newest first.
 */
import Dexie from 'dexie';
import type { ItemReview } from '@shared/api.ts';
import { db, type ItemReviewRow } from '@pwa/db/app-db.ts';

const ofItem = (itemId: string) => db.itemReviews.where('[itemId+createdAt]').between([itemId, Dexie.minKey], [itemId, Dexie.maxKey]);

export async function keepItemReviews(itemId: string, reviews: ItemReview[], { append }: { append: boolean }, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.itemReviews, async () => {
    if (!append) await ofItem(itemId).delete();
    await db.itemReviews.bulkPut(reviews.map((review) => ({ ...review, itemId, fetchedAt: now })));
  });
}

export const readItemReviews = (itemId: string): Promise<ItemReviewRow[]> => ofItem(itemId).reverse().toArray();
