/**
 * The item page's booking calendar: its month grid, the days by their accessible names
 * ("Saturday 28 November 2026, booked"; Hindi names its days in hi-IN), the From / To / Total summary
 * and Request Booking.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { dateFormat } from '../../shared/src/intl-dates.ts';
import type { Locale } from '../../shared/src/locale.ts';
import { escapeRegExp, testCopy, testLocale, type E2eCopy } from '../copy.ts';

const asDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
// The calendar's own formats (pwa/src/features/calendar/calendar-days.ts).
const weekday = (locale: Locale) => dateFormat({ weekday: 'long', timeZone: 'UTC' }, locale);
const date = (locale: Locale) => dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, locale);
const month = (locale: Locale) => dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }, locale);

/** "Saturday 28 November 2026" for 2026-11-28 (in the test's language): how the calendar names a day. */
export const dayName = (day: string, locale: Locale = testLocale()): string =>
  `${weekday(locale).format(asDate(day))} ${date(locale).format(asDate(day))}`;

export type DayStatus = keyof E2eCopy['calendar']['status'];

export class BookingCalendar {
  private readonly copy = testCopy();
  private readonly locale = testLocale();
  readonly root: Locator;
  readonly requestBooking: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('region', { name: this.copy.calendar.heading });
    this.requestBooking = this.root.getByRole('link', { name: this.copy.calendar.requestBooking });
  }

  grid(day: string): Locator {
    return this.root.getByRole('grid', { name: this.copy.calendar.gridLabel(month(this.locale).format(asDate(day))) });
  }

  /** A day of the shown month, whatever its status. */
  day(day: string): Locator {
    return this.root.getByRole('button', { name: new RegExp(`^${escapeRegExp(dayName(day, this.locale))},`) });
  }

  async expectStatus(day: string, status: DayStatus): Promise<void> {
    const name = `${dayName(day, this.locale)}, ${this.copy.calendar.status[status]}`;
    await expect(this.day(day)).toHaveAccessibleName(new RegExp(`^${escapeRegExp(name)}`));
  }

  async nextMonth(): Promise<void> {
    await this.root.getByRole('button', { name: this.copy.calendar.nextMonth }).click();
  }

  previousMonthButton(): Locator {
    return this.root.getByRole('button', { name: this.copy.calendar.previousMonth });
  }

  /** The summary's value for From, To or Total. */
  summary(term: 'from' | 'to' | 'total'): Locator {
    const label = escapeRegExp(this.copy.calendar.summary[term]);
    return this.root.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
