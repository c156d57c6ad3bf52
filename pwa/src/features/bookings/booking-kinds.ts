/**
 * The bookings' queued writes: a request, the owner's accept and decline, either side's cancel. A
 * request carries its device-made id, so a replay is the same request; the others name the booking.
 * A booking's writes share one entity (bookingEntity), so an accept never overtakes its request.
 */
import type { CreateBookingInput } from '@shared/schemas/booking.ts';

/**
 * When a request is for: days (check-in, check-out) or, on a listing priced per hour, a start and an
 * end time (India ISO). Requests queued before bookings by the hour are by days.
 */
export type BookingWhen = { startDate: string; endDate: string } | { startsAt: string; endsAt: string };

/** POST /api/bookings's body, with the device-made booking id always set: one of the two pairs, never both. */
export type CreateBookingBody = Pick<CreateBookingInput, 'itemId'> & { id: string; message: string | null } & BookingWhen;

export interface BookingRequestPayload {
  body: CreateBookingBody;
}

export interface BookingDecisionPayload {
  bookingId: string;
  /** Decline and cancel only: what the user wrote, or null. */
  reason: string | null;
}
