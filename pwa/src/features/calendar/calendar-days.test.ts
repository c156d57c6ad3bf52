import { describe, expect, it } from 'vitest';
import { pageLocale } from '@shared/locale.ts';
import { longDay, monthTitle, shortDay, weekdays } from './calendar-days.ts';

/** What the calendar says for 28 November 2026 (a Saturday) in each language, as readers write it. */
const expected = {
  en: { long: 'Saturday 28 November 2026', month: 'November 2026', short: 'Sat, 28 Nov, 2026', firstColumn: { short: 'Sun', long: 'Sunday' } },
  hi: { long: 'शनिवार 28 नवंबर 2026', month: 'नवंबर 2026', short: 'शनि, 28 नव॰ 2026', firstColumn: { short: 'रवि', long: 'रविवार' } },
}[pageLocale];

describe("the calendar's names of days and months", () => {
  it('names a day in full for screen readers, the month above the grid and a date in the summary', () => {
    expect(longDay('2026-11-28')).toBe(expected.long);
    expect(monthTitle('2026-11-01')).toBe(expected.month);
    expect(shortDay('2026-11-28')).toBe(expected.short);
  });

  it('heads the grid with the week from Sunday, short and in full', () => {
    expect(weekdays()).toHaveLength(7);
    expect(weekdays()[0]).toEqual(expected.firstColumn);
    // Named once: the same list for every grid drawn.
    expect(weekdays()).toBe(weekdays());
  });
});
