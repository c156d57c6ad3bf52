/** A booking's days and total as the cards write them (India's days, rupees as listings show them). */
import type { Booking } from '@shared/api.ts';
import { bookingTotal } from '@shared/booking-days.ts';
import { formatRupees } from '@shared/intl.ts';
import { lazyDateFormat } from '@shared/intl-dates.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';

const t = bookingMessages.card;

const dayFormat = lazyDateFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = lazyDateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Sat, 28 Nov 2026" for 2026-11-28 (a calendar day: read in UTC, so no zone moves it). */
export const formatDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** "28 Nov → 1 Dec", for the compact card. */
export const formatShortRange = (start: string, end: string): string =>
  t.dates(shortDayFormat.format(new Date(`${start}T00:00:00Z`)), shortDayFormat.format(new Date(`${end}T00:00:00Z`)));

/** The total with the booking's price snapshot. */
export function formatTotal(booking: Pick<Booking, 'price' | 'priceUnit' | 'isNegotiable' | 'days'>): string {
  const total = bookingTotal(booking, booking.days);
  if (total.kind === 'negotiable') return t.negotiable;
  if (total.kind === 'hourly') return t.hourly(formatRupees(total.price));
  return formatRupees(total.amount);
}
