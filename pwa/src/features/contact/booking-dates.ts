/**
 * The dates a booking request carries (/contact/{id}?intent=booking&start=…&end=…, from the item's
 * calendar): real days, check-out after check-in, check-in not before today in India. Anything else
 * sends the renter back to the calendar with a clear word rather than to a refusal by the server.
 */
import { isIsoDay, todayInIndia } from '@shared/booking-days.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';

export type BookingDates = { ok: true; startDate: string; endDate: string } | { ok: false; message: string };

export function checkBookingDates(start: string | undefined, end: string | undefined, today = todayInIndia()): BookingDates {
  if (!start || !end || !isIsoDay(start) || !isIsoDay(end) || end <= start) return { ok: false, message: bookingMessages.contact.invalidDates };
  if (start < today) return { ok: false, message: bookingMessages.contact.pastDates };
  return { ok: true, startDate: start, endDate: end };
}
