/**
 * Rating after a rental: a renter books an owner's listing through the API, the owner accepts, the
 * rental ends (the server's and browsers' clocks moved five days ahead); then in the app each rates the
 * other, and the ratings show on the listing's card, its page's Reviews and the owner card. With
 * RATINGS_SHOTS_DIR set, it saves the rating dialog, the reviews list and the owner card there.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Booking } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { BookingRating, bookingUrl } from './page-models/booking-rating.ts';
import { DashboardPage } from './page-models/dashboard-page.ts';
import { ItemReviews } from './page-models/item-reviews.ts';
import { SearchPage } from './page-models/search-page.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

const DAY_MS = 86_400_000;
const OFFSET_DAYS = 5;
const shotsDir = process.env.RATINGS_SHOTS_DIR;

/**
 * Moves the server's clock for the browser `request` belongs to (its pages and worker too) by the
 * server's test hook. Only that browser's (a cookie), so the specs running beside this one on the same
 * server keep real time.
 */
async function moveServerClock(request: APIRequestContext, offsetDays: number): Promise<void> {
  const response = await request.post('/api/test/clock', { data: { offsetDays } });
  expect(response.status()).toBe(200);
}

async function post<T>(request: APIRequestContext, url: string, data?: unknown): Promise<T> {
  const response = await request.post(url, { headers: { 'Idempotency-Key': randomUUID() }, ...(data === undefined ? {} : { data }) });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

interface Shot {
  /** Where the shot is taken. */
  url: string;
  /** What to do there first (open a dialog). */
  open?: (page: Page) => Promise<void>;
  /** What to scroll into view (not a dialog: it is in view already). */
  target?: (page: Page) => Locator;
}

/**
 * Saves `shot` at 390 and 360 px wide, light and dark, each in a new phone-sized browser signed in
 * as `from` is and at the same time (a phone's page resized after loading is not what a phone of
 * that width draws).
 */
async function screenshots(browser: Browser, from: BrowserContext, time: number, name: string, { url, open, target }: Shot): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const storageState = await from.storageState();
  for (const width of [390, 360]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ storageState, colorScheme, viewport: { width, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      await context.clock.install({ time });
      const page = await context.newPage();
      await page.goto(url);
      await open?.(page);
      await target?.(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shotsDir, `${name}-${width}-${colorScheme}.png`), animations: 'disabled' });
      await context.close();
    }
  }
}

test('after the rental both sides rate each other, and the listing, its page and its owner show it', async ({ page, browser }) => {
  // Two people's whole rental, through two browsers (and twelve more for the screenshots when asked
  // for): more than the default half minute on a busy machine.
  test.setTimeout(shotsDir ? 300_000 : 90_000);
  const title = `Sony A7 III ${randomUUID().slice(0, 8)}`;
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const ownerPage = await ownerContext.newPage();
  const { itemId } = await ownerWithListing(ownerPage.request, title);
  await registerAccount(page.request, { ...newAccount(), fullName: 'Meera Iyer' });

  // Tomorrow for two days, requested by the renter and accepted by the owner.
  const today = todayInIndia();
  const requested = await post<Booking>(page.request, '/api/bookings', { itemId, startDate: addDays(today, 1), endDate: addDays(today, 3) });
  const accepted = await post<Booking>(ownerPage.request, `/api/bookings/${requested.id}/accept`);
  expect(accepted.status).toBe('accepted');

  // Five days on, the rental is over: the server and both browsers agree on the day.
  await moveServerClock(page.request, OFFSET_DAYS);
  await moveServerClock(ownerPage.request, OFFSET_DAYS);
  const later = Date.now() + OFFSET_DAYS * DAY_MS;
  await page.context().clock.install({ time: later });
  await ownerContext.clock.install({ time: later });

  const renter = new BookingRating(page);
  const renterReview = 'Sharp lens, spotless body, and Ravi was on time.';
  await screenshots(browser, page.context(), later, 'rating-dialog', {
    url: bookingUrl(requested.id),
    open: async (shotPage) => {
      const shown = new BookingRating(shotPage);
      await shown.openDialog(title, 'Rate the listing and its owner');
      await shown.chooseStars(4);
      await shown.write(renterReview);
    },
  });
  await renter.openBooking(requested.id);
  await renter.openDialog(title, 'Rate the listing and its owner');
  await expect(renter.dialog.getByRole('button', { name: 'Submit Review' })).toBeDisabled();
  await renter.chooseStars(4);
  await renter.write(renterReview);
  await renter.submit();
  await renter.expectRated(requested.id, title, 4);

  const owner = new BookingRating(ownerPage);
  await owner.openBooking(requested.id);
  await owner.openDialog(title, 'Rate the renter');
  await owner.chooseStars(5);
  await owner.submit();
  await owner.expectRated(requested.id, title, 5);
  // The owner's statistics count the renter's review of their listing.
  const dashboard = new DashboardPage(ownerPage);
  await dashboard.goto();
  await expect(dashboard.stat('averageRating')).toHaveText('4.0');
  await expect(dashboard.stats).toContainText('1 review');
  await ownerContext.close();

  // The listing's card in search results carries the real average and count.
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  const card = new SearchPage(page).result(title);
  await expect(card.getByText('Rated 4.0 out of 5 from 1 review', { exact: true })).toBeAttached();
  await expect(card).toContainText('4.0 (1)');

  // Its page: the rating line, the renter's review, and the owner's rating on the owner card.
  await page.goto(`/item/${itemId}`);
  const item = new ItemReviews(page);
  await expect(item.listingRating('4.0', 1)).toBeAttached();
  const review = item.review(renterReview);
  await expect(review).toBeVisible();
  await expect(review.getByRole('heading', { name: 'Meera Iyer' })).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(item.ownerCard.getByText('Owner rated 4.0 out of 5 from 1 review', { exact: true })).toBeAttached();
  await expect(item.ownerCard).toContainText('4.0 (1 review)');
  await screenshots(browser, page.context(), later, 'item-reviews', { url: `/item/${itemId}`, target: (shotPage) => new ItemReviews(shotPage).section });
  await screenshots(browser, page.context(), later, 'owner-card', { url: `/item/${itemId}`, target: (shotPage) => new ItemReviews(shotPage).ownerCard });
});
