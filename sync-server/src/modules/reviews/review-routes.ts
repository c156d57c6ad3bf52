/** Website reviews (spec §7): newest first (limit, default 20), and submission by signed-in users. */
import * as v from 'valibot';
import { v7 as uuidv7 } from 'uuid';
import { apiPaths, type WebsiteReview } from '@shared/api.ts';
import { websiteReviewPayloadSchema } from '@shared/schemas/review.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { limitParam, parseBody, parseQuery } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { publicName } from '../users/index.ts';
import { insertWebsiteReview, listWebsiteReviews } from './review-repo.ts';

export function reviewRoutes(router: AppRouter): void {
  router.get(apiPaths.websiteReviews, async (ctx) => {
    const { limit } = parseQuery(v.object({ limit: limitParam(20, 100) }), ctx.query);
    ctx.body = await listWebsiteReviews(ctx.db, limit);
  });

  router.post(apiPaths.websiteReviews, requireUser(), idempotent(), transaction(), async (ctx) => {
    const user = signedInUser(ctx);
    const payload = parseBody(ctx, websiteReviewPayloadSchema);
    const review: WebsiteReview = {
      id: uuidv7(),
      rating: payload.rating,
      reviewText: payload.reviewText,
      userName: publicName(user.fullName),
      userAvatar: user.profileImageUrl,
      createdAt: new Date().toISOString(),
    };
    await insertWebsiteReview(transactionOf(ctx), user.id, review);
    ctx.status = 201;
    ctx.body = review;
  });
}
