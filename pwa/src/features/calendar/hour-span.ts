/**
 * A booking by the hour's day and time, "Thu, 10 Dec, 10:00–13:00", as bookingMessages.hoursSpan
 * writes it, with the day named by hand (shared/src/day-names.ts): the calendar's pages load no ICU
 * date data.
 */
import { clockOnDay, indiaClockOf, indiaDayOf, type TimeRange } from '@shared/booking-hours.ts';
import { partsOfDay, weekdayDayMonth } from '@shared/day-names.ts';

/** "10:00–13:00" (India time; an end at midnight is "24:00"). */
export const clockSpan = ({ startsAt, endsAt }: TimeRange): string => `${indiaClockOf(startsAt)}–${clockOnDay(endsAt, indiaDayOf(startsAt))}`;

/** "Thu, 10 Dec, 10:00–13:00". */
export const hourSpanWords = (span: TimeRange): string => `${weekdayDayMonth(partsOfDay(indiaDayOf(span.startsAt)))}, ${clockSpan(span)}`;
