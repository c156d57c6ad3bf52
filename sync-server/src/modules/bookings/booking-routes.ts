/** The booking and calendar calls (paths in shared/src/api.ts). Thin: rules live in the services. */
import { apiPaths, NEXT_CURSOR_HEADER } from '@shared/api.ts';
import { availabilityQuerySchema, blockedDatesPayloadSchema, bookingPageQuerySchema, bookingReasonPayloadSchema, createBookingPayloadSchema } from '@shared/schemas/booking.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery, uuidParam } from '../../middleware/validate.ts';
import type { AppRouter } from '../../types.ts';
import { bookingPage } from './booking-list-service.ts';
import { acceptBooking, bookingAsSeenBy, cancelBooking, declineBooking, requestBooking } from './booking-service.ts';
import { availabilityOf, setBlockedDates } from './calendar-service.ts';

const idOf = (id: string | undefined): string => parseQuery(uuidParam, id);

export function bookingRoutes(router: AppRouter): void {
  router.post(apiPaths.bookings, requireUser(), idempotent(), transaction(), async (ctx) => {
    const payload = parseBody(ctx, createBookingPayloadSchema);
    ctx.status = 201;
    ctx.body = await requestBooking(transactionOf(ctx), signedInUser(ctx), payload);
  });

  router.get(apiPaths.bookings, requireUser(), async (ctx) => {
    const query = parseQuery(bookingPageQuerySchema, ctx.query);
    const page = await bookingPage(ctx.db, signedInUser(ctx), query);
    if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
    ctx.body = page.rows;
  });

  router.get('/api/bookings/:id', requireUser(), async (ctx) => {
    ctx.body = await bookingAsSeenBy(ctx.db, signedInUser(ctx), idOf(ctx.params.id));
  });

  router.post('/api/bookings/:id/accept', requireUser(), idempotent(), transaction(), async (ctx) => {
    ctx.body = await acceptBooking(transactionOf(ctx), signedInUser(ctx), idOf(ctx.params.id));
  });

  router.post('/api/bookings/:id/decline', requireUser(), idempotent(), transaction(), async (ctx) => {
    const id = idOf(ctx.params.id);
    ctx.body = await declineBooking(transactionOf(ctx), signedInUser(ctx), id, parseBody(ctx, bookingReasonPayloadSchema));
  });

  router.post('/api/bookings/:id/cancel', requireUser(), idempotent(), transaction(), async (ctx) => {
    const id = idOf(ctx.params.id);
    ctx.body = await cancelBooking(transactionOf(ctx), signedInUser(ctx), id, parseBody(ctx, bookingReasonPayloadSchema));
  });

  router.get('/api/items/:id/availability', async (ctx) => {
    const id = idOf(ctx.params.id);
    const query = parseQuery(availabilityQuerySchema, ctx.query);
    ctx.body = await availabilityOf(ctx.db, id, query.from, query.to);
  });

  router.put('/api/items/:id/blocked-dates', requireUser(), idempotent(), transaction(), async (ctx) => {
    const id = idOf(ctx.params.id);
    ctx.body = await setBlockedDates(transactionOf(ctx), signedInUser(ctx), id, parseBody(ctx, blockedDatesPayloadSchema));
  });
}
