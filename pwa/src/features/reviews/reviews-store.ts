/**
 * Website reviews on the device (Dexie `reviews`): the server's latest page replaces
 * the table in one transaction, so a review removed on the server disappears here too and readers
 * never see the table half-written.
 */
import type { WebsiteReview } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { fetchWebsiteReviews } from './reviews-api.ts';

export async function refreshReviews(): Promise<void> {
  const reviews = await fetchWebsiteReviews();
  const fetchedAt = Date.now();
  await db.transaction('rw', db.reviews, async () => {
    await db.reviews.clear();
    await db.reviews.bulkPut(reviews.map((review) => ({ ...review, fetchedAt })));
  });
}

/** A review just submitted shows at once, before the list is fetched again. */
export async function keepReview(review: WebsiteReview): Promise<void> {
  await db.reviews.put({ ...review, fetchedAt: Date.now() });
}
