/** Website reviews: newest first (limit, default 20), and submission by signed-in users. */
import { apiPaths } from '@shared/api.ts';
import { websiteReviewPayloadSchema, websiteReviewsQuerySchema } from '@shared/schemas/review.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { latestWebsiteReviews, submitWebsiteReview } from './review-service.ts';

export function reviewRoutes(router: AppRouter): void {
  router.get(apiPaths.websiteReviews, async (ctx) => {
    const { limit } = parseQuery(websiteReviewsQuerySchema, ctx.query);
    ctx.body = await latestWebsiteReviews(ctx.db, limit);
  });

  router.post(apiPaths.websiteReviews, requireUser(), idempotent(), transaction(), async (ctx) => {
    const payload = parseBody(ctx, websiteReviewPayloadSchema);
    const review = await submitWebsiteReview(transactionOf(ctx), signedInUser(ctx), payload);
    ctx.status = 201;
    ctx.body = review;
  });
}
