/** Website reviews: the newest first, 20 by default, and posting one (signed in). */
import { apiPaths, type WebsiteReview } from '@shared/api.ts';
import type { WebsiteReviewPayload } from '@shared/schemas/review.ts';
import { apiGet, apiPost } from '@pwa/lib/api-client.ts';

export const REVIEWS_LIMIT = 20;

export const fetchWebsiteReviews = (limit = REVIEWS_LIMIT): Promise<WebsiteReview[]> =>
  apiGet<WebsiteReview[]>(`${apiPaths.websiteReviews}?limit=${limit}`);

export const postWebsiteReview = (payload: WebsiteReviewPayload): Promise<WebsiteReview> => apiPost<WebsiteReview>(apiPaths.websiteReviews, payload);
