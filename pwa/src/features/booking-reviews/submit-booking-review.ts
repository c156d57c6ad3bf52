/**
 * Sends a rating the way every write goes: queued with the booking's mark in one
 * transaction, then sent by the outbox now or when the connection returns. The toast says which.
 */
import type { BookingReviewPayload } from '@shared/schemas/booking.ts';
import { reviewMessages } from '@shared/messages/reviews.ts';
import { currentAccountId } from '@pwa/sync/index.ts';
import { queueBookingReview } from './queue-review.ts';
import { showToast } from '@pwa/ui/toast.ts';

const t = reviewMessages.rate;

/** Resolves true once queued; false (with a failure toast) when it could not be. */
export async function submitBookingReview(bookingId: string, payload: BookingReviewPayload): Promise<boolean> {
  try {
    const accountId = await currentAccountId();
    if (!accountId) throw new Error('No signed-in account to rate as');
    await queueBookingReview(accountId, bookingId, payload);
  } catch {
    showToast('error', t.failed.title, t.failed.description);
    return false;
  }
  const toast = navigator.onLine ? t.submitted : t.savedOffline;
  showToast('success', toast.title, toast.description);
  return true;
}
