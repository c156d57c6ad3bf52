import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, LOCALES } from './locale.ts';
import { localPartsOf, longDate, monthAndYear, partsOfDay, shortDate, shortDateWithWeekday, weekdayDayMonth, weekdayLong, weekdayShort } from './day-names.ts';

/** Any day from 1900 to 2199, as "YYYY-MM-DD". */
const anyDay = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const utc = (tag: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });

describe.each(LOCALES)('day names written by hand, in %s', (locale) => {
  const tag = INTL_LOCALES[locale];
  const cases = [
    ['weekdayLong', weekdayLong, utc(tag, { weekday: 'long' })],
    ['weekdayShort', weekdayShort, utc(tag, { weekday: 'short' })],
    ['longDate', longDate, utc(tag, { day: 'numeric', month: 'long', year: 'numeric' })],
    ['shortDate', shortDate, utc(tag, { day: 'numeric', month: 'short', year: 'numeric' })],
    ['shortDateWithWeekday', shortDateWithWeekday, utc(tag, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })],
    ['weekdayDayMonth', weekdayDayMonth, utc(tag, { weekday: 'short', day: 'numeric', month: 'short' })],
    ['monthAndYear', monthAndYear, utc(tag, { month: 'long', year: 'numeric' })],
  ] as const;

  it.each(cases)('%s reads as Intl writes it, for any day', (_name, write, intl) => {
    fc.assert(fc.property(anyDay, (day) => write(partsOfDay(day), locale) === intl.format(new Date(`${day}T00:00:00Z`))));
  });

  it('names every month and day of the week as Intl does', () => {
    for (let month = 0; month < 12; month++) {
      const day = `2026-${String(month + 1).padStart(2, '0')}-0${(month % 7) + 1}`;
      for (const [, write, intl] of cases) expect(write(partsOfDay(day), locale)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it("writes an instant on the device's own calendar, as Intl does without a time zone", () => {
    const local = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' });
    fc.assert(fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }), (date) => shortDate(localPartsOf(date), locale) === local.format(date)));
  });
});
