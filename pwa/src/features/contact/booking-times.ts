/**
 * The times a booking by the hour carries (/contact/{id}?intent=booking&startsAt=…&endsAt=…, from the
 * item page's hour picker): two real times with their offset making whole hours on the half hour
 * within one day, on a listing priced per hour, within its hours, starting after now. Anything else
 * sends the renter back to the listing with a clear word rather than to a refusal by the server.
 */
import type { Item } from '@shared/api.ts';
import { ALL_DAY, hourlySpanProblem, isIsoInstant, openHoursOf, toIndiaIso, type TimeRange } from '@shared/booking-hours.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';

export type BookingTimes = { ok: true; startsAt: string; endsAt: string } | { ok: false; message: string };

/** The span the address names, in India time, when it is one a booking by the hour can be (on any listing); else null. */
export function spanFromSearch(startsAt: string | undefined, endsAt: string | undefined): TimeRange | null {
  if (!startsAt || !endsAt || !isIsoInstant(startsAt) || !isIsoInstant(endsAt)) return null;
  const span = { startsAt: toIndiaIso(startsAt), endsAt: toIndiaIso(endsAt) };
  return hourlySpanProblem(span, ALL_DAY) === null ? span : null;
}

export function checkBookingTimes(
  startsAt: string | undefined,
  endsAt: string | undefined,
  item: Pick<Item, 'priceUnit' | 'availableFrom' | 'availableUntil'>,
  now = new Date(),
): BookingTimes {
  const span = spanFromSearch(startsAt, endsAt);
  if (!span) return { ok: false, message: bookingMessages.contact.invalidTimes };
  if (item.priceUnit !== 'hour') return { ok: false, message: bookingMessages.server.notHourly };
  if (Date.parse(span.startsAt) <= now.getTime()) return { ok: false, message: bookingMessages.contact.pastTime };
  if (hourlySpanProblem(span, openHoursOf(item)) !== null) return { ok: false, message: bookingMessages.contact.invalidTimes };
  return { ok: true, ...span };
}
