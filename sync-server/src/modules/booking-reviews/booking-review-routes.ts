/** Rating a completed booking, and a listing's reviews (paths in shared/src/api.ts). */
import { NEXT_CURSOR_HEADER } from '@shared/api.ts';
import { bookingReviewPayloadSchema, bookingReviewsQuerySchema } from '@shared/schemas/booking.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery, uuidParam } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { itemReviewsPage, reviewBooking } from './booking-review-service.ts';


export function bookingReviewRoutes(router: AppRouter): void {
  router.post('/api/bookings/:id/reviews', requireUser(), idempotent(), transaction(), async (ctx) => {
    const bookingId = parseQuery(uuidParam, ctx.params.id);
    const payload = parseBody(ctx, bookingReviewPayloadSchema);
    ctx.status = 201;
    ctx.body = await reviewBooking(transactionOf(ctx), signedInUser(ctx), bookingId, payload);
  });

  router.get('/api/items/:id/reviews', async (ctx) => {
    const itemId = parseQuery(uuidParam, ctx.params.id);
    const query = parseQuery(bookingReviewsQuerySchema, ctx.query);
    const page = await itemReviewsPage(ctx.db, ctx.state.user, itemId, query.limit, query.cursor);
    if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
    ctx.body = page.rows;
  });
}
