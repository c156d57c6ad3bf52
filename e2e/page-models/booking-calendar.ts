/**
 * The item page's booking calendar (spec §2, §4): its month grid, the days by their accessible names
 * ("Saturday 28 November 2026, booked"), the From / To / Total summary and Request Booking.
 */
import { expect, type Locator, type Page } from '@playwright/test';

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const asDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** "Saturday 28 November 2026" for 2026-11-28: how the calendar names a day. */
export const dayName = (day: string): string => `${weekday.format(asDate(day))} ${date.format(asDate(day))}`;

export class BookingCalendar {
  readonly root: Locator;
  readonly requestBooking: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Booking Calendar' });
    this.requestBooking = this.root.getByRole('link', { name: 'Request Booking' });
  }

  grid(day: string): Locator {
    return this.root.getByRole('grid', { name: `Booking calendar, ${month.format(asDate(day))}` });
  }

  /** A day of the shown month, whatever its status. */
  day(day: string): Locator {
    return this.root.getByRole('button', { name: new RegExp(`^${dayName(day)},`) });
  }

  async expectStatus(day: string, status: string): Promise<void> {
    await expect(this.day(day)).toHaveAccessibleName(new RegExp(`^${dayName(day)}, ${status}`));
  }

  async nextMonth(): Promise<void> {
    await this.root.getByRole('button', { name: 'Next month' }).click();
  }

  /** The summary's value for From, To or Total. */
  summary(term: 'From' | 'To' | 'Total'): Locator {
    return this.root.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
