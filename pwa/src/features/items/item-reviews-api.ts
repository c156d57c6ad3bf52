/** GET /api/items/{id}/reviews: renters' reviews of a listing, newest first, a page at a time. */
import { apiPaths, NEXT_CURSOR_HEADER, type ItemReview } from '@shared/api.ts';
import { apiRequestWithHeaders } from '@pwa/lib/api-client.ts';

export const ITEM_REVIEWS_PAGE = 10;

export interface ItemReviewPage {
  reviews: ItemReview[];
  nextCursor: string | null;
}

export async function fetchItemReviews(itemId: string, cursor: string | null, signal?: AbortSignal): Promise<ItemReviewPage> {
  const params = new URLSearchParams({ limit: String(ITEM_REVIEWS_PAGE) });
  if (cursor) params.set('cursor', cursor);
  const path = `${apiPaths.itemReviews(encodeURIComponent(itemId))}?${params.toString()}`;
  const { data, headers } = await apiRequestWithHeaders<ItemReview[]>(path, signal ? { signal } : {});
  return { reviews: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}
