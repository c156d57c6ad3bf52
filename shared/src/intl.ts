/**
 * Numbers, money and plurals in the page's language, in one place: English reads "₹12,34,567"
 * and "25 lakh", Hindi "₹12,34,567" and "25 लाख", each with its plural rules. Intl (en-IN, hi-IN) writes
 * them, its formatters built once and reused; whole numbers are grouped by hand, the same as Intl's.
 * Dates are in intl-dates.ts, which only the pages that show dates load.
 */
import { INTL_LOCALES, pageLocale, type Locale } from './locale.ts';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.RelativeTimeFormat>();

/** One formatter per kind, locale and options, built on first use and reused. */
export function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.RelativeTimeFormat>(
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
