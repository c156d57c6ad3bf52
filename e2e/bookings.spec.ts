/**
 * Booking requests end to end: asked from the contact page, seen and accepted by the owner, a clashing
 * request declined, a request made offline sent exactly once. Every word comes from the test's copy
 * (e2e/copy.ts): the Hindi projects run this file too.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Booking } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { formatRupees } from '@shared/intl.ts';
import { expect, test } from './fixtures.ts';
import { BookingCalendar } from './page-models/booking-calendar.ts';
import { BookingsTab, sendBookingRequest } from './page-models/bookings-tab.ts';
import { MessagesInbox, MessageThread } from './page-models/messages-page.ts';
import { OfflineDevice } from './page-models/offline-device.ts';
import { PageWidth } from './page-models/page-width.ts';
import { showColorScheme } from './page-models/color-scheme.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

/**
 * Set, the run saves the Bookings tab and the thread's booking card there at 390 and 360 px wide,
 * light and dark.
 */
const shotsDir = process.env.BOOKING_SHOTS_DIR;

async function screenshots(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await showColorScheme(page, colorScheme);
      await page.screenshot({ path: path.join(shotsDir, `${name}-${width}-${colorScheme}.png`), animations: 'disabled', fullPage: true });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A renter in a browser context of their own, signed in; `page` when given, else a new context's. */
async function renter(browser: Browser, fullName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerAccount(page.request, { ...newAccount(), fullName });
  return { context, page };
}

/** Day `n` of next month (India): days every test range fits in, as the calendar shows one month at a time. */
function nextMonthDay(n: number): string {
  const [year, month] = todayInIndia().split('-').map(Number) as [number, number];
  const next = year * 12 + month; // next month, counted from 0
  return `${Math.floor(next / 12)}-${String((next % 12) + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`;
}

const bookingPath = (itemId: string, start: string, end: string) => `/contact/${itemId}?intent=booking&start=${start}&end=${end}`;

test('a request reaches the owner, who accepts it; a clashing request is declined; the renter sees Accepted', { tag: '@journey' }, async ({ page, browser, copy, lang }) => {
  test.setTimeout(90_000);
  const title = `Canon EOS 200D ${randomUUID().slice(0, 8)}`;
  const { itemId } = await ownerWithListing(page.request, title);
  const start = addDays(todayInIndia(), 4);
  const end = addDays(start, 3);

  const meera = await renter(browser, 'Meera Iyer');
  await meera.page.goto(bookingPath(itemId, start, end));
  await sendBookingRequest(meera.page, 'For a wedding in Kothrud, I can pick it up at 10.');
  await expect(meera.page).toHaveURL(/\/dashboard\?tab=bookings&booking=[0-9a-f-]{36}$/);
  const meeraTab = new BookingsTab(meera.page);
  await meeraTab.expectStatus(meeraTab.card(title), 'pending');

  // Another renter asks for days that overlap, before the owner answers.
  const arjun = await renter(browser, 'Arjun Mehta');
  await arjun.page.goto(bookingPath(itemId, addDays(start, 1), addDays(end, 2)));
  await sendBookingRequest(arjun.page, 'Need it for a trek.');
  await expect(arjun.page).toHaveURL(/tab=bookings/);

  // The owner: both requests in the Bookings tab, Meera's also in her conversation.
  const ownerTab = new BookingsTab(page);
  await ownerTab.open();
  await expect(ownerTab.tab()).toContainText('2');
  const meeraRequest = ownerTab.card(title, 'Meera Iyer');
  await ownerTab.expectStatus(meeraRequest, 'pending');
  await expect(meeraRequest).toContainText('For a wedding in Kothrud');
  await expect(meeraRequest).toContainText(formatRupees(2400, lang));
  // Four tabs and their badges scroll inside the tab bar; the page itself stays as wide as the phone.
  if (test.info().project.name.startsWith('phone')) await new PageWidth(page).expectFits('/dashboard?tab=bookings', meeraRequest);
  await screenshots(page, 'bookings-tab-owner');

  const inbox = new MessagesInbox(page);
  await inbox.open();
  await inbox.conversation('Meera Iyer').click();
  const thread = new MessageThread(page);
  await thread.expectWith('Meera Iyer');
  const threadCard = page.getByRole('region', { name: copy.bookings.card.bookingLabel(title) });
  await expect(threadCard.getByText(copy.bookings.status.pending, { exact: true })).toBeVisible();
  await expect(ownerTab.action(threadCard, 'accept')).toBeVisible();
  await screenshots(page, 'thread-booking-card');

  await ownerTab.open();
  await ownerTab.action(ownerTab.card(title, 'Meera Iyer'), 'accept').click();
  await ownerTab.expectStatus(ownerTab.card(title, 'Meera Iyer'), 'accepted');
  // Arjun's request clashed with the accepted days: declined by the server, with the reason.
  const arjunRequest = ownerTab.card(title, 'Arjun Mehta');
  await ownerTab.expectStatus(arjunRequest, 'declined');
  await expect(arjunRequest).toContainText(copy.bookings.datesNoLongerAvailable);
  await screenshots(page, 'bookings-tab-owner-decided');

  await meeraTab.open('renter');
  await meeraTab.expectStatus(meeraTab.card(title), 'accepted');
  await screenshots(meera.page, 'bookings-tab-renter');
  const arjunTab = new BookingsTab(arjun.page);
  await arjunTab.open('renter');
  await arjunTab.expectStatus(arjunTab.card(title), 'declined');
  await expect(arjunTab.card(title)).toContainText(copy.bookings.datesNoLongerAvailable);

  await meera.context.close();
  await arjun.context.close();
});

test.describe('offline', () => {
  // The service worker is on here (a request made offline waits on the device until it is sent); the
  // other tests, like most specs, block it.
  test.use({ serviceWorkers: 'allow' });

  test('a request made offline waits on the device and is sent exactly once when the phone is back', async ({ page, context, browser, copy }) => {
    test.setTimeout(60_000);
    const ownerContext = await browser.newContext();
    const title = `Nikon D3500 ${randomUUID().slice(0, 8)}`;
    const { itemId } = await ownerWithListing(ownerContext.request, title);
    await ownerContext.close();
    await registerAccount(page.request, { ...newAccount(), fullName: 'Meera Iyer' });
    const start = addDays(todayInIndia(), 6);

    await page.goto(bookingPath(itemId, start, addDays(start, 2)));
    const device = new OfflineDevice(page, context);
    await device.expectWorkerInControl();
    await device.goOffline();
    await sendBookingRequest(page, 'Can I pick it up on Friday?');
    await expect(page).toHaveURL(/tab=bookings/);
    const tab = new BookingsTab(page);
    const card = tab.card(title);
    const waiting = card.getByText(copy.bookings.card.waitingAction.request, { exact: true });
    await expect(waiting).toBeVisible();

    await context.setOffline(false);
    await expect(waiting).toHaveCount(0);
    await tab.expectStatus(card, 'pending');
    const answer = await page.request.get('/api/bookings?role=renter');
    expect(answer.status()).toBe(200);
    const mine = ((await answer.json()) as Booking[]).filter((booking) => booking.itemId === itemId);
    expect(mine).toHaveLength(1);
  });
});

test('a range picked on the calendar is requested and accepted; another renter then sees those days booked, and a date search leaves the listing out', { tag: '@journey' }, async ({ page, browser, copy, lang }) => {
  test.setTimeout(90_000);
  const title = `Tent for four ${randomUUID().slice(0, 8)}`;
  const { itemId } = await ownerWithListing(page.request, title);

  // The renter picks the 20th to the 23rd of next month on the listing's calendar and requests them.
  const meera = await renter(browser, 'Meera Iyer');
  await meera.page.goto(`/item/${itemId}`);
  const calendar = new BookingCalendar(meera.page);
  await calendar.nextMonth();
  await calendar.day(nextMonthDay(20)).click();
  await calendar.day(nextMonthDay(23)).click();
  await expect(calendar.summary('total')).toContainText(copy.calendar.summary.detail(3, 'day', formatRupees(800, lang)));
  await calendar.requestBooking.click();
  await sendBookingRequest(meera.page, 'For a family trip to Lonavala.');
  await expect(meera.page).toHaveURL(/tab=bookings&booking=/);

  // The owner, in another context, accepts it.
  const ownerTab = new BookingsTab(page);
  await ownerTab.open();
  const request = ownerTab.card(title, 'Meera Iyer');
  await expect(request).toContainText(formatRupees(2400, lang));
  await ownerTab.action(request, 'accept').click();
  await ownerTab.expectStatus(request, 'accepted');

  // Another renter sees the three nights booked; the return day is free for them.
  const arjun = await renter(browser, 'Arjun Mehta');
  await arjun.page.goto(`/item/${itemId}`);
  const theirs = new BookingCalendar(arjun.page);
  await theirs.nextMonth();
  for (const day of [20, 21, 22]) await theirs.expectStatus(nextMonthDay(day), 'booked');
  await theirs.expectStatus(nextMonthDay(23), 'available');
  await theirs.expectStatus(nextMonthDay(19), 'available');

  // Searching for those dates leaves the listing out; the days after it, it is found.
  const results = arjun.page.getByRole('main').getByRole('article').filter({ hasText: title });
  await arjun.page.goto(`/search?q=${encodeURIComponent(title)}&from=${nextMonthDay(21)}&to=${nextMonthDay(25)}`);
  await expect(arjun.page.getByRole('main').getByText(copy.browse.search.empty, { exact: false }).first()).toBeVisible();
  await expect(results).toHaveCount(0);
  await arjun.page.goto(`/search?q=${encodeURIComponent(title)}&from=${nextMonthDay(23)}&to=${nextMonthDay(25)}`);
  await expect(results).toHaveCount(1);

  await meera.context.close();
  await arjun.context.close();
});
