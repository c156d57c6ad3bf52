/**
 * How a queued rating reaches the server: POST /api/bookings/{id}/reviews with its Idempotency-Key.
 * The server's review goes onto the booking's row as myReview; a discarded one only clears the
 * row's waiting mark, so the booking can be rated again.
 */
import { apiPaths, type BookingReview } from '@shared/api.ts';
import type { BookingReviewPayload } from '@shared/schemas/booking.ts';
import { db } from '@pwa/db/app-db.ts';
// The engine's face for a kind's executor (not index.ts: executors run in the service worker too).
import type { Executor } from '@pwa/sync/executor.ts';

export interface BookingReviewOpPayload {
  bookingId: string;
  body: BookingReviewPayload;
}

declare module '@pwa/db/outbox-row.ts' {
  interface OutboxKinds {
    /** A rating after the rental: POST /api/bookings/{id}/reviews. */
    'booking.review': { payload: BookingReviewOpPayload; progress: null };
  }
}

export const reviewBookingExecutor: Executor<'booking.review'> = {
  tables: ['bookings'],
  async run(op, io) {
    const review = await io.http.send<BookingReview>(apiPaths.bookingReviews(op.payload.bookingId), {
      method: 'POST',
      idempotencyKey: op.idempotencyKey,
      body: op.payload.body,
    });
    return async () => {
      await db.bookings.where('id').equals(op.payload.bookingId).modify((row) => {
        row.myReview = review;
        row.canReview = false;
        delete row.pendingAction;
      });
    };
  },
  async revert(op) {
    await db.bookings.where('id').equals(op.payload.bookingId).modify((row) => {
      delete row.pendingAction;
    });
  },
};
