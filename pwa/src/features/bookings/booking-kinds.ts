/**
 * The bookings' queued writes: a request, the owner's accept and decline, either side's cancel. A
 * request carries its device-made id, so a replay is the same request; the others name the booking.
 * A booking's writes share one entity (bookingEntity), so an accept never overtakes its request.
 */
import type { CreateBookingPayload } from '@shared/schemas/booking.ts';

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
