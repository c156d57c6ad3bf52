/**
 * Rating a completed booking on the device: the row marked as waiting for its review and the outbox
 * operation that sends it, in one Dexie transaction, so neither exists without the other. The
 * server's review replaces the mark (review-executor.ts); a discarded one only clears it.
 */
import type { BookingReviewPayload } from '@shared/schemas/booking.ts';
import { db } from '@pwa/db/app-db.ts';
import { enqueue } from '@pwa/sync/index.ts';
import { bookingEntity, conversationChain } from '@pwa/db/outbox-entities.ts';

/** Resolves with the outbox operation's sequence number. */
export async function queueBookingReview(accountId: string, bookingId: string, body: BookingReviewPayload, now = Date.now()): Promise<number> {
  return db.transaction('rw', db.bookings, db.outbox, async (tx) => {
    // The row may be absent (bookings not saved on this device yet): the review is sent all the same,
    // ordered by its booking alone, since the device does not know whose conversation it is in.
    const booking = await db.bookings.get(bookingId);
    if (booking) await db.bookings.update(bookingId, { pendingAction: 'review' });
    const chain = booking ? { chain: conversationChain(booking.itemId, booking.renterId) } : {};
    return enqueue(tx, { kind: 'booking.review', accountId, entity: bookingEntity(bookingId), ...chain, payload: { bookingId, body } }, now);
  });
}
