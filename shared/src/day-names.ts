/**
 * Days, months and dates written by hand, as Intl writes them in en-IN and hi-IN ("Monday",
 * "28 September 2026", "Mon, 28 Sept, 2026", "सोम, 28 सित॰ 2026"; a test holds them equal to Intl's).
 * A page's first Intl date format loads ICU's date data, a task of 15–50 ms on this project's test
 * machine and several times that on a budget phone: the item page's calendar and reviews name days
 * without it. Anything else (times, relative times, other shapes) is Intl's (intl-dates.ts).
 */
import { pageLocale, type Locale } from './locale.ts';

interface Names {
  monthLong: readonly string[];
  monthShort: readonly string[];
  /** From Sunday, as Date's getDay() counts. */
  weekdayLong: readonly string[];
  weekdayShort: readonly string[];
}

const NAMES: Record<Locale, Names> = {
  en: {
    monthLong: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    monthShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    weekdayLong: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdayShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  hi: {
    monthLong: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    monthShort: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    weekdayLong: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    weekdayShort: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
  },
};

/** A calendar day: its year, month (0–11), day of the month and day of the week (0 is Sunday). */
export interface DayParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** The parts of a "YYYY-MM-DD" day (a calendar's day: no time, no zone). */
export function partsOfDay(day: string): DayParts {
  const date = new Date(`${day}T00:00:00Z`);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay() };
}

/** The parts of an instant on the device's own calendar (as Intl writes a date given no time zone). */
export const localPartsOf = (date: Date): DayParts => ({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), weekday: date.getDay() });

/** "Monday" / "सोमवार". */
export const weekdayLong = (parts: DayParts, locale: Locale = pageLocale): string => NAMES[locale].weekdayLong[parts.weekday] ?? '';

/** "Mon" / "सोम". */
export const weekdayShort = (parts: DayParts, locale: Locale = pageLocale): string => NAMES[locale].weekdayShort[parts.weekday] ?? '';

/** "28 September 2026" / "28 सितंबर 2026". */
export const longDate = (parts: DayParts, locale: Locale = pageLocale): string => `${parts.day} ${NAMES[locale].monthLong[parts.month] ?? ''} ${parts.year}`;

/** "28 Sept 2026" / "28 सित॰ 2026". */
export const shortDate = (parts: DayParts, locale: Locale = pageLocale): string => `${parts.day} ${NAMES[locale].monthShort[parts.month] ?? ''} ${parts.year}`;

/** "Mon, 28 Sept, 2026" / "सोम, 28 सित॰ 2026" (English puts a comma before the year here, Hindi does not). */
export function shortDateWithWeekday(parts: DayParts, locale: Locale = pageLocale): string {
  const month = NAMES[locale].monthShort[parts.month] ?? '';
  const weekday = weekdayShort(parts, locale);
  return locale === 'en' ? `${weekday}, ${parts.day} ${month}, ${parts.year}` : `${weekday}, ${parts.day} ${month} ${parts.year}`;
}

/** "Thu, 10 Dec" / "गुरु, 10 दिस॰": a day of a booking by the hour, without its year. */
export const weekdayDayMonth = (parts: DayParts, locale: Locale = pageLocale): string => `${weekdayShort(parts, locale)}, ${parts.day} ${NAMES[locale].monthShort[parts.month] ?? ''}`;

/** "September 2026" / "सितंबर 2026". */
export const monthAndYear = (parts: DayParts, locale: Locale = pageLocale): string => `${NAMES[locale].monthLong[parts.month] ?? ''} ${parts.year}`;
