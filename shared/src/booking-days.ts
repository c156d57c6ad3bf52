/**
 * Booking dates: calendar days in India's time zone whatever the server's or the phone's
 * zone, as YYYY-MM-DD strings. A booking from `start` to `end` holds the days start ≤ d < end (the end
 * is the return day, free for the next renter). The total is priced by the listing's unit (bookingTotal).
 */
import type { PriceUnit } from './api/items.ts';
import { isNegotiablePrice } from './format.ts';

const DAY_MS = 86_400_000;

export { todayInIndia } from './india-day.ts';
export { isIsoDay } from './iso-day.ts';

const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The day `count` days after `day` (before, when negative). */
export const addDays = (day: string, count: number): string => new Date(dayMs(day) + count * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `start` to `end` (end − start): the nights of a booking. */
export const daysBetween = (start: string, end: string): number => Math.round((dayMs(end) - dayMs(start)) / DAY_MS);

/** A range of days start ≤ d < end, as the API carries booked and blocked days. */
export interface DayRange {
  start: string;
  end: string;
}

/** Whether two ranges share a day (the end day is free: [1, 3) and [3, 5) do not overlap). */
export const rangesOverlap = (a: DayRange, b: DayRange): boolean => a.start < b.end && b.start < a.end;

/** Whether `day` lies in a range of `ranges`. */
export const dayInRanges = (day: string, ranges: readonly DayRange[]): boolean => ranges.some((range) => range.start <= day && day < range.end);

export type BookingTotal =
  /** No price: "Negotiable". */
  | { kind: 'negotiable' }
  /** Priced by the hour but booked by days (no hours known): the hourly price is shown and the hours are agreed with the owner. */
  | { kind: 'hourly'; price: string }
  /** `units` hours, days, weeks or months (rounded up) × the price: `amount` in rupees as a decimal string. */
  | { kind: 'total'; amount: string; units: number; unit: PriceUnit };

const UNIT_DAYS = { day: 1, week: 7, month: 30 } as const;

/**
 * day: days × price; week: ⌈days/7⌉ × price; month: ⌈days/30⌉ × price; hour: hours × price for a
 * booking by the hour (`hours`), else the hourly price. Paise are kept exact (the price is a decimal
 * string, never a float in the sum).
 */
export function bookingTotal(item: { price: string | null; priceUnit: PriceUnit | null; isNegotiable: boolean }, days: number, hours: number | null = null): BookingTotal {
  if (isNegotiablePrice(item) || item.price === null) return { kind: 'negotiable' };
  const unit = item.priceUnit ?? 'day';
  if (unit === 'hour' && hours === null) return { kind: 'hourly', price: item.price };
  const units = unit === 'hour' ? Math.max(1, hours ?? 1) : Math.max(1, Math.ceil(days / UNIT_DAYS[unit]));
  const paise = BigInt(Math.round(Number(item.price) * 100)) * BigInt(units);
  const rupees = paise / 100n;
  const rest = paise % 100n;
  return { kind: 'total', amount: rest === 0n ? `${rupees}` : `${rupees}.${rest.toString().padStart(2, '0')}`, units, unit };
}
