/** Website review rules: a 1–5 star rating and 10 to 500 characters of trimmed text. */
import * as v from 'valibot';
import { listingMessages } from '../messages/listings.ts';
import { text } from './text.ts';
import { limitParam } from './query.ts';

const m = listingMessages.reviewValidation;
export const REVIEW_MIN = 10;
export const REVIEW_MAX = 500;

export const websiteReviewPayloadSchema = v.object({
  rating: v.pipe(v.number(m.ratingRequired), v.integer(m.ratingRequired), v.minValue(1, m.ratingRequired), v.maxValue(5, m.ratingRequired)),
  reviewText: v.pipe(text(m.tooShort), v.trim(), v.minLength(REVIEW_MIN, m.tooShort), v.maxLength(REVIEW_MAX, m.tooLong)),
});
export type WebsiteReviewPayload = v.InferOutput<typeof websiteReviewPayloadSchema>;

/** Query of GET /api/reviews: how many of the newest. */
export const websiteReviewsQuerySchema = v.object({ limit: limitParam(20, 100) });
