/**
 * An hourly booking's time in words, in India time whatever the reader's zone: "Thu, 10 Dec,
 * 10:00–13:00" ("गुरु, 10 दिस॰, 10:00–13:00"). The clock is 24-hour, as the listing's hours are written.
 */
import { clockOnDay, indiaClockOf, indiaDayOf } from './booking-hours.ts';
import { dateFormat } from './intl-dates.ts';
import type { Locale } from './locale.ts';

export function hourSpanText(startsAt: string, endsAt: string, locale: Locale): string {
  const day = dateFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }, locale).format(new Date(startsAt));
  return `${day}, ${indiaClockOf(startsAt)}–${clockOnDay(endsAt, indiaDayOf(startsAt))}`;
}
