/**
 * The page speaks the test's language, run in each project: in the `-hi` ones the browser
 * says hi-IN, so a first visit has `<html lang="hi">`, Hindi titles and words, and prices and dates
 * through Intl's hi-IN. (language.spec.ts covers the switch and the account's language.)
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Category } from '../shared/src/api.ts';
import { formatRupees } from '../shared/src/intl.ts';
import { dateFormat } from '../shared/src/intl-dates.ts';
import { APP_NAME } from '../shared/src/messages.ts';
import { expect, test } from './fixtures.ts';
import { BookingCalendar } from './page-models/booking-calendar.ts';
import { ItemPage } from './page-models/item-page.ts';
import { newAccount, registerAccount } from './support.ts';

/** Devanagari: what a Hindi title or date has and an English one has not. */
const DEVANAGARI = /[\u0900-\u097F]/;

/** A camera listed at `price` a day by a new owner (signed in on `request`); its id. */
async function listAt(request: APIRequestContext, title: string, price: string): Promise<string> {
  await registerAccount(request, newAccount());
  const categories = (await (await request.get('/api/categories')).json()) as Category[];
  const response = await request.post('/api/items', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      title,
      description: 'Body, two batteries and a cage.',
      categoryId: categories.find((category) => category.slug === 'cameras')?.id,
      isNegotiable: false,
      price,
      priceUnit: 'day',
      location: 'Mumbai, Maharashtra',
      contactPhone: null,
      imageUrls: [],
      videoUrl: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("the page's title and description are in the browser language before the app's code runs", { tag: '@language' }, async ({ page, copy }) => {
  // Only boot.js runs: the app's modules never arrive, as on a slow link before they do.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page).toHaveTitle(copy.messages.brand.documentTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `${APP_NAME}: ${copy.messages.brand.description}`);
});

test('a first visit speaks the browser language: <html lang>, titles, prices and dates', { tag: '@journey' }, async ({ page, request, copy, lang }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1, name: copy.messages.brand.tagline })).toBeVisible();
  await expect(page).toHaveTitle(copy.messages.brand.documentTitle);
  expect(await page.evaluate(() => localStorage.getItem('kiraya-locale'))).toBeNull();

  await page.goto('/search?q=camera');
  await expect(page.getByRole('heading', { level: 1, name: copy.browse.search.resultsTitle })).toBeVisible();
  await expect(page).toHaveTitle(copy.titles.search('camera'));
  if (lang === 'hi') await expect(page).toHaveTitle(DEVANAGARI);

  // A price of lakhs, grouped the Indian way, and the calendar's month, both through Intl in the language.
  const title = `Sony FX3 cinema kit ${randomUUID().slice(0, 8)}`;
  const itemId = await listAt(request, title, '1234567');
  await page.goto(`/item/${itemId}`);
  await new ItemPage(page).expectItem(title);
  const price = formatRupees(1234567, lang);
  expect(price).toContain('12,34,567');
  await expect(page.getByRole('main').getByText(`${price} ${copy.listings.priceUnits.day}`, { exact: true })).toBeVisible();
  const month = dateFormat({ month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }, lang).format(new Date());
  if (lang === 'hi') expect(month).toMatch(DEVANAGARI);
  await expect(new BookingCalendar(page).root.getByRole('grid', { name: copy.calendar.gridLabel(month) })).toBeVisible();
});
