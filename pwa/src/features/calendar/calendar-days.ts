/**
 * The calendar's days: a 42-day grid starting Sunday for a month, and each day's
 * status from today in India and the listing's availability. Days are YYYY-MM-DD strings throughout
 * (shared/src/booking-days.ts); months are their first day.
 */
import { addDays, dayInRanges, type DayRange } from '@shared/booking-days.ts';
import { indiaDayOf, type TimeRange } from '@shared/booking-hours.ts';
import { longDate, monthAndYear, partsOfDay, shortDateWithWeekday, weekdayLong, weekdayShort } from '@shared/day-names.ts';

/** past, booked, unavailable (blocked by the owner) or available; unknown: offline with no saved answer for it. */
export type DayStatus = 'past' | 'booked' | 'unavailable' | 'available' | 'unknown';

export const GRID_DAYS = 42;

/** The first day of the month holding `day`. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The first day of the month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Sunday on or before the month's first day: the grid's first day. */
export function gridStart(month: string): string {
  const weekday = new Date(`${month}T00:00:00Z`).getUTCDay();
  return addDays(month, -weekday);
}

/** The 42 days shown for `month`, Sunday first. */
export const gridDays = (month: string): string[] => {
  const first = gridStart(month);
  return Array.from({ length: GRID_DAYS }, (_, index) => addDays(first, index));
};

/** The availability the calendar knows: the answer and the span [from, to) it covers. */
export interface KnownAvailability {
  /**
   * Days a booking by days cannot take: those booked by days, and the days of bookings by the hour
   * (the server refuses a day booking over any booked hour).
   */
  booked: DayRange[];
  /** Days booked whole, by bookings by days: the only booked days the hour picker cannot pick. */
  bookedDays: DayRange[];
  blocked: DayRange[];
  /** Accepted bookings by the hour (India times). */
  bookedHours: TimeRange[];
  from: string;
  to: string;
}

export function dayStatus(day: string, today: string, known: KnownAvailability | null): DayStatus {
  if (day < today) return 'past';
  if (!known || day < known.from || day >= known.to) return 'unknown';
  if (dayInRanges(day, known.booked)) return 'booked';
  if (dayInRanges(day, known.blocked)) return 'unavailable';
  return 'available';
}

/** The days of [start, end) that are not free, first one first; null when all are free (or unknown ones only). */
export function firstTakenDay(start: string, end: string, known: KnownAvailability | null): string | null {
  if (!known) return null;
  for (let day = start; day < end; day = addDays(day, 1)) {
    if (dayInRanges(day, known.booked) || dayInRanges(day, known.blocked)) return day;
  }
  return null;
}

/** The India day a booking by the hour takes, as a range of days. */
const dayOfHours = (span: TimeRange): DayRange => {
  const day = indiaDayOf(span.startsAt);
  return { start: day, end: addDays(day, 1) };
};

/** Known availability from an API answer covering [from, to); a row saved before bookings by the hour has none. */
export function knownFrom(answer: { booked: DayRange[]; blocked: DayRange[]; bookedHours?: TimeRange[] | undefined }, from: string, to: string): KnownAvailability {
  const bookedHours = answer.bookedHours ?? [];
  return {
    booked: [...answer.booked, ...bookedHours.map(dayOfHours)],
    bookedDays: answer.booked,
    blocked: answer.blocked,
    bookedHours,
    from,
    to,
  };
}

/** The bookings by the hour on `day` (India). */
export const hoursBookedOn = (day: string, known: KnownAvailability | null): TimeRange[] =>
  known ? known.bookedHours.filter((span) => indiaDayOf(span.startsAt) === day) : [];

/** "Saturday 28 November 2026": the start of a day's accessible name. */
export const longDay = (day: string): string => `${weekdayLong(partsOfDay(day))} ${longDate(partsOfDay(day))}`;
/** "Sat, 28 Nov, 2026": the summary's dates. */
export const shortDay = (day: string): string => shortDateWithWeekday(partsOfDay(day));
/** "November 2026". */
export const monthTitle = (month: string): string => monthAndYear(partsOfDay(month));
let weekdayNames: Array<{ short: string; long: string }> | undefined;
/** Sun … Sat, for the grid's column headers (long names for screen readers); named when a grid is first drawn. */
export const weekdays = (): Array<{ short: string; long: string }> =>
  (weekdayNames ??= gridDays('2026-11-01')
    .slice(0, 7)
    .map((day) => ({
      short: weekdayShort(partsOfDay(day)),
      long: weekdayLong(partsOfDay(day)),
    })));
