/**
 * A booking's days, hours and total as the cards write them (India's days and times, rupees as
 * listings show them).
 */
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

/** A booking by the hour's start, end and hours; null for a booking by days (or a row saved before hours). */
export function hoursOf(booking: Pick<Booking, 'startsAt' | 'endsAt' | 'hours'>): { startsAt: string; endsAt: string; hours: number } | null {
  const { startsAt, endsAt, hours } = booking;
  return startsAt && endsAt && hours ? { startsAt, endsAt, hours } : null;
}

/** "Thu, 10 Dec, 10:00–13:00" for a booking by the hour. */
export const formatHours = ({ startsAt, endsAt }: { startsAt: string; endsAt: string }): string => bookingMessages.hoursSpan(startsAt, endsAt);

/** How long: "3 hours" for a booking by the hour, else "2 days". */
export function formatLength(booking: Pick<Booking, 'days' | 'startsAt' | 'endsAt' | 'hours'>): string {
  const hours = hoursOf(booking);
  return hours ? t.hours(hours.hours) : t.days(booking.days);
}

/** The total with the booking's price snapshot: hours × the hourly price for a booking by the hour. */
export function formatTotal(booking: Pick<Booking, 'price' | 'priceUnit' | 'isNegotiable' | 'days' | 'startsAt' | 'endsAt' | 'hours'>): string {
  const total = bookingTotal(booking, booking.days, hoursOf(booking)?.hours ?? null);
  if (total.kind === 'negotiable') return t.negotiable;
  if (total.kind === 'hourly') return t.hourly(formatRupees(total.price));
  return formatRupees(total.amount);
}
