/**
 * The outbox's booking writes (issue 12): a booking request, the owner's accept and decline, either
 * side's cancel, and a review after the rental. A request carries its device-made id, so a replay is
 * the same request; the others name the booking they act on. All of a booking's writes share one
 * entity, so they replay in order (an accept never overtakes the request it answers).
 */
import type { BookingReviewPayload, CreateBookingPayload } from '@shared/schemas/booking.ts';

/** POST /api/bookings's body, with the device-made booking id always set. */
export type CreateBookingBody = CreateBookingPayload & { id: string };

export interface BookingRequestPayload {
  body: CreateBookingBody;
}

export interface BookingDecisionPayload {
  bookingId: string;
  /** Decline and cancel only: what the user wrote, or null. */
  reason: string | null;
}

export interface BookingReviewOpPayload {
  bookingId: string;
  body: BookingReviewPayload;
}

/** What a booking row shows while one of its writes waits in the outbox. */
export type PendingBookingAction = 'request' | 'accept' | 'decline' | 'cancel' | 'review';

export const bookingEntity = (bookingId: string): string => `booking:${bookingId}`;
