/**
 * The item page's "Book by the hour" (a listing priced per hour): its listing's hours, the month grid
 * to pick one day, Hours, the Start time chips ("10:00–13:00"), the Day / Time / Duration / Total
 * summary and Request Booking.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, testCopy, testLocale } from '../copy.ts';
import { dayName } from './booking-calendar.ts';

const monthOf = (day: string): string => day.slice(0, 7);

export class HourPicker {
  private readonly copy = testCopy();
  private readonly locale = testLocale();
  readonly root: Locator;
  readonly requestBooking: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('region', { name: this.copy.calendar.hours.heading });
    this.requestBooking = this.root.getByRole('link', { name: this.copy.calendar.requestBooking });
  }

  /** A day of the shown month, whatever its status. */
  day(day: string): Locator {
    return this.root.getByRole('button', { name: new RegExp(`^${escapeRegExp(dayName(day, this.locale))},`) });
  }

  /** Picks `day`, going to its month first when it is the next one (the grid opens on this month). */
  async pickDay(day: string, today: string): Promise<void> {
    if (monthOf(day) !== monthOf(today)) await this.root.getByRole('button', { name: this.copy.calendar.nextMonth }).click();
    await this.day(day).click();
    await expect(this.day(day).locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
  }

  async chooseHours(hours: number): Promise<void> {
    await this.root.getByLabel(this.copy.calendar.hours.count, { exact: true }).selectOption(String(hours));
  }

  /** The start booking `from`–`until` (its radio: the chips are its labels). */
  start(from: string, until: string): Locator {
    return this.root.getByRole('radio', { name: this.copy.calendar.hours.span(from, until), exact: true });
  }

  /** Taps the chip of a start, as a finger does (the radio inside it is for keyboards and screen readers). */
  async chooseStart(from: string, until: string): Promise<void> {
    await this.root.locator('label').filter({ hasText: new RegExp(`^${escapeRegExp(this.copy.calendar.hours.span(from, until))}$`) }).click();
    await expect(this.start(from, until)).toBeChecked();
  }

  /** The summary's value for a term (Day, Time, Duration, Total). */
  summary(term: string): Locator {
    return this.root.locator('dt').filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
