/**
 * The booking calendar on a real listing: a renter picks a range (by clicks and by keyboard) and
 * requests it, and an owner blocks days and sees the calendar feed. Every word comes from the test's
 * copy (e2e/copy.ts): the Hindi projects run this file too.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInIndia } from '../shared/src/booking-days.ts';
import { formatRupees } from '../shared/src/intl.ts';
import { escapeRegExp } from './copy.ts';
import { expect, test } from './fixtures.ts';
import { BookingCalendar, dayName } from './page-models/booking-calendar.ts';
import { ContactPage } from './page-models/contact-page.ts';
import { ownerWithListing } from './support.ts';

test.skip(({ isMobile }) => !isMobile, 'phone first: the calendar at phone size');

const today = todayInIndia();
/** Day `n` of next month (India), where every test day lies. */
const nextMonthDay = (n: number): string => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + month; // next month, 0-based
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`;
};

/** The owner (signed in on `request`) blocks the 14th and 15th of next month. */
async function blockDays(request: APIRequestContext, itemId: string): Promise<void> {
  const response = await request.put(`/api/items/${itemId}/blocked-dates`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { ranges: [{ start: nextMonthDay(14), end: nextMonthDay(16) }] },
  });
  expect(response.status()).toBe(200);
}

/** A listing of someone else (the request fixture signs its owner in, not the page) on its page, at next month. */
async function openCalendar(page: Page, request: APIRequestContext) {
  const { itemId } = await ownerWithListing(request, `Camping tent ${randomUUID().slice(0, 8)}`);
  await blockDays(request, itemId);
  await page.goto(`/item/${itemId}`);
  const calendar = new BookingCalendar(page);
  await expect(calendar.grid(today)).toBeVisible();
  await expect(calendar.previousMonthButton()).toBeDisabled();
  await calendar.nextMonth();
  await expect(calendar.grid(nextMonthDay(1))).toBeVisible();
  await calendar.expectStatus(nextMonthDay(14), 'unavailable');
  return { itemId, calendar };
}

test('a renter picks a range by clicks and requests the booking', { tag: '@journey' }, async ({ page, request, copy, lang }) => {
  const { summary } = copy.calendar;
  const { itemId, calendar } = await openCalendar(page, request);
  await expect(calendar.root.getByRole('button', { name: copy.calendar.requestBooking })).toBeDisabled();

  await calendar.day(nextMonthDay(10)).click();
  await expect(calendar.summary('from')).not.toHaveText(summary.none);
  // An earlier day restarts the range.
  await calendar.day(nextMonthDay(5)).click();
  await expect(calendar.summary('to')).toHaveText(summary.none);
  await calendar.day(nextMonthDay(8)).click();
  await expect(calendar.summary('total')).toContainText(summary.detail(3, 'day', formatRupees(800, lang)));
  // A click after a full range restarts it.
  await calendar.day(nextMonthDay(9)).click();
  await expect(calendar.summary('to')).toHaveText(summary.none);
  // Across the booking: refused, and a new range starts from the click. The message names that day:
  // its longest fixed part finds it in either language.
  await calendar.day(nextMonthDay(17)).click();
  const [fixed] = copy.calendar.refusals.acrossBooked('\0').split('\0').sort((a, b) => b.length - a.length);
  await expect(calendar.root.getByText(new RegExp(escapeRegExp(fixed!.trim())))).toBeVisible();
  // The return day may be the first unavailable day.
  await calendar.day(nextMonthDay(11)).click();
  await calendar.day(nextMonthDay(14)).click();
  await expect(calendar.day(nextMonthDay(12)).locator('xpath=..')).toHaveAttribute('aria-selected', 'true');

  await calendar.requestBooking.click();
  await expect(page).toHaveURL(`/contact/${itemId}?intent=booking&start=${nextMonthDay(11)}&end=${nextMonthDay(14)}`);
  const contact = new ContactPage(page);
  await contact.expectOpen('booking');
  const details = page.getByRole('region', { name: copy.conversations.contact.bookingDetails });
  await expect(details).toBeVisible();
  await expect(details).toContainText(copy.conversations.contact.days(3));
});

test('a renter picks a range by keyboard alone', async ({ page, request, copy, lang }) => {
  const { itemId, calendar } = await openCalendar(page, request);
  // Into the grid: the first of the month takes Tab.
  await calendar.day(nextMonthDay(1)).focus();
  await expect(calendar.day(nextMonthDay(1))).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('ArrowDown'); // the 8th
  await expect(calendar.day(nextMonthDay(8))).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(calendar.day(nextMonthDay(10))).toBeFocused();
  await page.keyboard.press('Space');
  await expect(calendar.summary('total')).toContainText(copy.calendar.summary.detail(2, 'day', formatRupees(800, lang)));
  await calendar.requestBooking.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/contact/${itemId}?intent=booking&start=${nextMonthDay(8)}&end=${nextMonthDay(10)}`);
  await new ContactPage(page).expectOpen('booking');
});

test('no day before today can be picked, and the calendar leaves today in its month', async ({ page, request }) => {
  const { calendar } = await openCalendar(page, request);
  await calendar.previousMonthButton().click();
  await expect(calendar.grid(today)).toBeVisible();
  const yesterday = addDays(today, -1);
  if (yesterday.slice(0, 7) === today.slice(0, 7)) {
    await calendar.expectStatus(yesterday, 'past');
    await expect(calendar.day(yesterday)).toHaveAttribute('aria-disabled', 'true');
  }
});

test("the owner blocks days on the listing's availability page, and sees its calendar feed", async ({ page, copy }) => {
  const { owner, feed: feedCopy, status } = copy.calendar;
  const available = (day: number) => new RegExp(`^${escapeRegExp(`${dayName(nextMonthDay(day))}, ${status.available}`)}`);
  const blocked = (day: number) => `${dayName(nextMonthDay(day))}, ${status.blockedByYou}`;
  // page.request shares the page's cookies: the page is the owner's.
  const { itemId } = await ownerWithListing(page.request, `Canon camera ${randomUUID().slice(0, 8)}`);
  await page.goto(`/item/${itemId}`);
  await page.getByRole('link', { name: copy.calendar.manage }).click();
  await expect(page).toHaveURL(`/item/${itemId}/availability`);
  await expect(page.getByRole('heading', { level: 1, name: owner.title })).toBeVisible();
  const grid = page.getByRole('grid');
  await page.getByRole('button', { name: copy.calendar.nextMonth }).click();
  await grid.getByRole('button', { name: available(5) }).click();
  await grid.getByRole('button', { name: available(6) }).click();
  await expect(grid.getByRole('button', { name: blocked(6) })).toBeVisible();
  await page.getByRole('button', { name: owner.save }).click();
  await expect(page.getByText(owner.saved)).toBeVisible();

  const feed = page.getByRole('textbox', { name: feedCopy.address });
  await expect(feed).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  const address = await feed.inputValue();
  await expect(page.getByRole('link', { name: feedCopy.add })).toHaveAttribute('href', address.replace(/^https?:/, 'webcal:'));
  await page.getByRole('button', { name: feedCopy.reset }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: feedCopy.confirm.confirm }).click();
  await expect(feed).not.toHaveValue(address);

  // The server kept the days: a fresh load shows them blocked.
  await page.reload();
  await page.getByRole('button', { name: copy.calendar.nextMonth }).click();
  await expect(grid.getByRole('button', { name: blocked(5) })).toBeVisible();
});
