/** Posts a website review; the answer shows at once, then the list is fetched again in the background. */
import type { WebsiteReviewPayload } from '@shared/schemas/review.ts';
import { postWebsiteReview } from './reviews-api.ts';
import { keepReview, refreshReviews } from './reviews-store.ts';
import { reportErrorAs } from '@pwa/lib/report-error.ts';

export async function submitReview(payload: WebsiteReviewPayload): Promise<void> {
  const review = await postWebsiteReview(payload);
  await keepReview(review);
  // The list already shows the new review; a failed refetch (offline again) changes nothing.
  refreshReviews().catch(reportErrorAs('refreshing the reviews'));
}
