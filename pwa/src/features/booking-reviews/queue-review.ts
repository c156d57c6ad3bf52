/**
 * Rating a completed booking on the device: the row marked as waiting for its review and the outbox
 * operation that sends it, in one Dexie transaction, so neither exists without the other. The
 * server's review replaces the mark (review-executor.ts); a discarded one only clears it.
 */
import type { BookingReviewPayload } from '@shared/schemas/booking.ts';
import { db } from '@pwa/db/app-db.ts';
import { enqueue } from '@pwa/sync/index.ts';
import { bookingEntity } from '@pwa/db/outbox-entities.ts';

/** Resolves with the outbox operation's sequence number. */
export async function queueBookingReview(accountId: string, bookingId: string, body: BookingReviewPayload, now = Date.now()): Promise<number> {
  return db.transaction('rw', db.bookings, db.outbox, async (tx) => {
    // The row may be absent (bookings not saved on this device yet): the review is sent all the same.
    await db.bookings.where('id').equals(bookingId).modify({ pendingAction: 'review' });
    return enqueue(tx, { kind: 'booking.review', accountId, entity: bookingEntity(bookingId), payload: { bookingId, body } }, now);
  });
}
