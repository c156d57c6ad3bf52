/**
 * Dates and times in the page's language ("1 December 2026", "3 days ago", "कल"), through Intl's
 * formatters. Apart from the number formats (intl.ts), which every first screen needs: only the pages
 * that show dates load this.
 */
import { cached, intlLocale } from './intl.ts';
import { pageLocale, type Locale } from './locale.ts';

/** A date format in the page's language (en-IN writes "Monday", "1 December 2026" as en-GB does). */
export function dateFormat(options: Intl.DateTimeFormatOptions, locale: Locale = pageLocale): Intl.DateTimeFormat {
  const tag = intlLocale(locale);
  return cached('date', tag, options, () => new Intl.DateTimeFormat(tag, options));
}

/**
 * A date format made on its first use rather than where it is declared. The page's first
 * Intl.DateTimeFormat loads ICU's date data, about 12 ms of one task on a budget phone (50 ms under
 * Lighthouse's slowdown): a module that only declares its formats, evaluated as its page opens, should
 * not pay for dates it may not show, in the task that draws the page's first screen.
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions, locale: Locale = pageLocale): Pick<Intl.DateTimeFormat, 'format'> {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (date) => (made ??= dateFormat(options, locale)).format(date) };
}

/** "24 Nov 2026" on India's calendar: payment, plan and document dates. */
export const formatIndiaDate = (iso: string, locale: Locale = pageLocale): string =>
  dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }, locale).format(new Date(iso));

/** "3 days ago", "कल", "in 2 hours": a time relative to now in the largest whole unit. */
export function formatRelativeTime(date: Date, now: Date = new Date(), locale: Locale = pageLocale): string {
  const tag = intlLocale(locale);
  const format = cached('relative', tag, { numeric: 'auto' }, () => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}
