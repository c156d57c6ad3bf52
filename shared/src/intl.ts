/**
 * Numbers, money, dates and plurals in the page's language, in one place: English reads "₹12,34,567"
 * and "25 lakh", Hindi "₹12,34,567" and "25 लाख", each with its plural rules. Intl (en-IN, hi-IN) writes
 * them, its formatters built once and reused; whole numbers are grouped by hand, the same as Intl's.
 */
import { INTL_LOCALES, pageLocale, type Locale } from './locale.ts';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.RelativeTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  const found = cache.get(key);
  if (found) return found as F;
  const made = make();
  cache.set(key, made);
  return made;
}

/** The Intl locale for a language (the page's by default). */
export const intlLocale = (locale: Locale = pageLocale): string => INTL_LOCALES[locale];

export function numberFormat(options: Intl.NumberFormatOptions = {}, locale: Locale = pageLocale): Intl.NumberFormat {
  const tag = intlLocale(locale);
  return cached('number', tag, options, () => new Intl.NumberFormat(tag, options));
}

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

function pluralRules(locale: Locale): Intl.PluralRules {
  const tag = intlLocale(locale);
  return cached('plural', tag, {}, () => new Intl.PluralRules(tag));
}

/**
 * Whole numbers from zero up are written by hand: both languages write them in Latin digits grouped
 * the Indian way, as Intl does (a test holds the two equal). The page's first Intl number format loads
 * ICU's locale data, a task of about 18 ms on a budget phone; the prices, counts and ratings of the
 * first screens then never pay it. Anything else (fractions, negatives, units, -0) is Intl's.
 */
const isFromZeroUp = (value: number): boolean => value > 0 || Object.is(value, 0);
const isWholeNumber = (value: number): boolean => Number.isSafeInteger(value) && isFromZeroUp(value);

/** "1,23,45,678": the last three digits, then pairs. */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** "1,23,456": a whole number grouped the Indian way. */
export const formatNumber = (value: number, locale: Locale = pageLocale): string =>
  isWholeNumber(value) ? groupIndian(value) : numberFormat({}, locale).format(value);

/** "25 lakh" / "25 लाख", "1.2 crore" / "1.2 क॰": large figures as Indians say them. */
export const formatCompact = (value: number, locale: Locale = pageLocale): string =>
  numberFormat({ notation: 'compact', maximumFractionDigits: 1 }, locale).format(value);

/** "4.3": an average rating with one decimal, "4.0" included (the language's decimal mark). */
export const formatRating = (average: number, locale: Locale = pageLocale): string =>
  // An average the server rounded to one decimal (all of them) reads the same from toFixed as from
  // Intl, which groups nothing below 1,000; any other number is Intl's.
  isFromZeroUp(average) && average < 1000 && Math.round(average * 10) / 10 === average
    ? average.toFixed(1)
    : numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }, locale).format(average);

/**
 * "45 seconds", "2 minutes", "1 hour" / "2 मिनट", "3 घंटे": a wait in the largest whole unit, rounded
 * up (a throttled user told "2 minutes" who waits that long is let through).
 */
export function formatWait(seconds: number, locale: Locale = pageLocale): string {
  const [unit, size]: [string, number] = seconds < 60 ? ['second', 1] : seconds < 3600 ? ['minute', 60] : ['hour', 3600];
  return numberFormat({ style: 'unit', unit, unitDisplay: 'long' }, locale).format(Math.max(1, Math.ceil(seconds / size)));
}

const MEBIBYTE = 1024 * 1024;

/**
 * "5 MB", "4.5 MB", "300 kB": a file size as the app's limits are written (megabytes of 1,048,576
 * bytes, shared/src/media.ts), at most one decimal, rounded down so a limit is never overstated.
 */
export function formatFileSize(bytes: number, locale: Locale = pageLocale): string {
  if (bytes < MEBIBYTE) return numberFormat({ style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 }, locale).format(Math.floor(bytes / 1024));
  return numberFormat({ style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 }, locale).format(Math.floor((bytes / MEBIBYTE) * 10) / 10);
}

/** "50" for 50,000,000 pixels: a pixel count in megapixels, at most one decimal (the copy adds the unit). */
export const formatMegapixels = (pixels: number, locale: Locale = pageLocale): string =>
  numberFormat({ maximumFractionDigits: 1 }, locale).format(Math.floor(pixels / 100_000) / 10);

/** "₹1,23,456" for whole rupees, "₹99.50" with paise; the price is the API's decimal string or a number. */
export function formatRupees(price: string | number, locale: Locale = pageLocale): string {
  const amount = Number(price);
  if (isWholeNumber(amount)) return `₹${groupIndian(amount)}`;
  const options: Intl.NumberFormatOptions = Number.isInteger(amount)
    ? { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }
    : { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return numberFormat(options, locale).format(amount);
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

export interface PluralForms {
  one: string;
  other: string;
}

/** The form of a word for a count, by the language's plural rules (Hindi counts 0 and 1 as "one", English 1). */
export function pluralOf(count: number, forms: PluralForms, locale: Locale = pageLocale): string {
  const one = isWholeNumber(count) ? count === 1 || (locale === 'hi' && count === 0) : pluralRules(locale).select(count) === 'one';
  return one ? forms.one : forms.other;
}

/** "1 listing", "1,234 listings", "5 लिस्टिंग": a grouped count with its word. */
export const countOf = (count: number, forms: PluralForms, locale: Locale = pageLocale): string =>
  `${formatNumber(count, locale)} ${pluralOf(count, forms, locale)}`;

/**
 * Builds a date format ahead of a page about to show dates (the item page's calendar, in a task before
 * its first render): the first Intl date format loads ICU's date data, about 13 ms on a budget phone,
 * which otherwise lands inside the calendar's render, the item page's longest task.
 */
export function prepareDateFormats(locale: Locale = pageLocale): void {
  formatIndiaDate(new Date(0).toISOString(), locale);
}
