/** Reviews of the website: the newest first, and one written by a signed-in user under their public name. */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { User, WebsiteReview } from '@shared/api.ts';
import type { WebsiteReviewPayload } from '@shared/schemas/review.ts';
import { publicName } from '../users/index.ts';
import { insertWebsiteReview, listWebsiteReviews } from './review-repo.ts';

export const latestWebsiteReviews = (db: Knex, limit: number): Promise<WebsiteReview[]> => listWebsiteReviews(db, limit);

export async function submitWebsiteReview(trx: Knex.Transaction, user: User, payload: WebsiteReviewPayload): Promise<WebsiteReview> {
  const review: WebsiteReview = {
    id: uuidv7(),
    rating: payload.rating,
    reviewText: payload.reviewText,
    userName: publicName(user.fullName),
    userAvatar: user.profileImageUrl,
    createdAt: new Date().toISOString(),
  };
  await insertWebsiteReview(trx, user.id, review);
  return review;
}
