/**
 * Hourly bookings: times of day in India, which keeps UTC+05:30 all year (no daylight saving), so an
 * instant's India day and clock are a fixed shift from UTC whatever the server's or the phone's zone.
 * A listing priced per hour is open between its `availableFrom` and `availableUntil` ("HH:MM"; "24:00"
 * closes at midnight), or all day when the owner set no hours. A booking by the hour starts on the
 * hour or the half hour, lasts whole hours and ends on the day it starts.
 */
import { addDays } from './booking-days.ts';

/** India's offset, as the API writes times: 2026-12-10T09:00:00+05:30. */
export const INDIA_OFFSET = '+05:30';
const OFFSET_MS = 330 * 60_000;
export const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The hours of a listing that set none: the whole day. */
export const ALL_DAY = { from: '00:00', until: '24:00' } as const;

/** A span of time from `startsAt` up to `endsAt` (ISO 8601 with an offset). */
export interface TimeRange {
  startsAt: string;
  endsAt: string;
}

/** The hours a listing can be booked on any day. */
export interface OpenHours {
  from: string;
  until: string;
}

/** "HH:MM" on the hour or half hour, 00:00–24:00. */
export const isTimeOfDay = (value: string): boolean => /^(?:[01]\d|2[0-3]):[03]0$|^24:00$/.test(value);

/** Minutes since midnight of a time of day ("09:30" → 570). */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A time of day from minutes since midnight (570 → "09:30", 1440 → "24:00"). */
export const timeOfMinutes = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** ISO 8601 with a UTC offset or Z, to the minute or second (what the API accepts for a booking's times). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Whether `value` is an ISO 8601 time with its offset that names a real instant. */
export const isIsoInstant = (value: string): boolean => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));

const shifted = (instant: Date | string): string => new Date(new Date(instant).getTime() + OFFSET_MS).toISOString();

/** The instant written in India's time: 2026-12-10T09:00:00+05:30. */
export const toIndiaIso = (instant: Date | string): string => `${shifted(instant).slice(0, 19)}${INDIA_OFFSET}`;

/** The India day an instant falls on (YYYY-MM-DD). */
export const indiaDayOf = (instant: Date | string): string => shifted(instant).slice(0, 10);

/** The India clock of an instant ("09:00"). */
export const indiaClockOf = (instant: Date | string): string => shifted(instant).slice(11, 16);

/** The instant of `time` on the India day `day`, as India ISO ("24:00" is the next day's midnight). */
export const indiaTime = (day: string, time: string): string =>
  time === '24:00' ? `${addDays(day, 1)}T00:00:00${INDIA_OFFSET}` : `${day}T${time}:00${INDIA_OFFSET}`;

/** The India clock of an instant, or "24:00" when it is the midnight that ends `day`. */
export const clockOnDay = (instant: Date | string, day: string): string => (indiaDayOf(instant) === day ? indiaClockOf(instant) : '24:00');

/** The span of `hours` hours from `start` ("HH:MM") on the India day `day`. */
export const hourSpan = (day: string, start: string, hours: number): TimeRange => ({
  startsAt: indiaTime(day, start),
  endsAt: indiaTime(day, timeOfMinutes(minutesOf(start) + hours * 60)),
});

/** The span a booking by days holds: from India's midnight of its first day to that of its return day. */
export const daySpan = (start: string, end: string): TimeRange => ({ startsAt: indiaTime(start, '00:00'), endsAt: indiaTime(end, '00:00') });

/** Whole or part hours from `startsAt` to `endsAt`. */
export const hoursBetween = (startsAt: string, endsAt: string): number => (Date.parse(endsAt) - Date.parse(startsAt)) / HOUR_MS;

/** Whether two spans share a moment (an end is free: 10–12 and 12–14 do not overlap). */
export const timesOverlap = (a: TimeRange, b: TimeRange): boolean => Date.parse(a.startsAt) < Date.parse(b.endsAt) && Date.parse(b.startsAt) < Date.parse(a.endsAt);

/** The listing's open hours: its own, else the whole day. */
export const openHoursOf = (item: { availableFrom: string | null; availableUntil: string | null }): OpenHours =>
  item.availableFrom && item.availableUntil ? { from: item.availableFrom, until: item.availableUntil } : ALL_DAY;

/** The longest booking the open hours allow, in whole hours. */
export const maxHoursIn = (open: OpenHours): number => Math.floor((minutesOf(open.until) - minutesOf(open.from)) / 60);

/**
 * Why a span of `startsAt`–`endsAt` cannot be booked within `open` hours, or null when it can: not on
 * the half hour, not whole hours, over midnight, or outside the hours.
 */
export function hourlySpanProblem(span: TimeRange, open: OpenHours): 'half-hour' | 'whole-hours' | 'one-day' | 'outside-hours' | null {
  const start = Date.parse(span.startsAt);
  const end = Date.parse(span.endsAt);
  if (start % (30 * MINUTE_MS) !== 0 || end % (30 * MINUTE_MS) !== 0) return 'half-hour';
  const hours = (end - start) / HOUR_MS;
  if (!Number.isInteger(hours) || hours < 1) return 'whole-hours';
  const day = indiaDayOf(span.startsAt);
  const endClock = clockOnDay(span.endsAt, day);
  if (end > Date.parse(indiaTime(day, '24:00'))) return 'one-day';
  if (indiaClockOf(span.startsAt) < open.from || endClock > open.until) return 'outside-hours';
  return null;
}

/**
 * The starts (India "HH:MM", on the hour from the listing's opening) at which `hours` hours fit on
 * `day` within `open`, after `now` and clear of every `taken` span.
 */
export function freeStarts(day: string, hours: number, open: OpenHours, taken: readonly TimeRange[], now: Date): string[] {
  const starts: string[] = [];
  const last = minutesOf(open.until) - hours * 60;
  for (let minutes = minutesOf(open.from); minutes <= last; minutes += 60) {
    const span = hourSpan(day, timeOfMinutes(minutes), hours);
    if (Date.parse(span.startsAt) <= now.getTime()) continue;
    if (taken.some((other) => timesOverlap(span, other))) continue;
    starts.push(timeOfMinutes(minutes));
  }
  return starts;
}
