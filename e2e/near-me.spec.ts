/**
 * Near me end to end: listings made at known cities in Kerala through the real API, a phone whose
 * location is shared (near Kochi) sees them nearest first with each card's distance, within the
 * distance chosen; a phone that does not share it is told so and chooses a city instead; a category
 * page does the same for its own listings. Each run's titles carry a word of their own (other specs
 * share the server), and every word looked for is the test's copy: the Hindi project runs it too.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { categoryName, countPattern } from './copy.ts';
import { expect, test } from './fixtures.ts';
import { CategoryPage } from './page-models/category-page.ts';
import { NearMe } from './page-models/near-me.ts';
import { ownerWithListing } from './support.ts';

/** Where the phone is: about 3 km from Kochi's point. */
const NEAR_KOCHI = { latitude: 9.96, longitude: 76.28 };

/** The listings' cities, nearest to the phone first, with their distance from it (km, on the surface). */
const PLACES = [
  { city: 'Kochi, Kerala', km: 3.1 },
  { city: 'Kalamassery, Kerala', km: 12.4 },
  { city: 'Aluva, Kerala', km: 18.4 },
  { city: 'Alappuzha, Kerala', km: 52.6 },
  { city: 'Kozhikode, Kerala', km: 153.7 },
] as const;

type Place = (typeof PLACES)[number];

/** One listing at each place (in `categorySlug`), titled with `tag` and its city's name; their titles in PLACES' order. */
async function listAtEachPlace(request: APIRequestContext, tag: string, categorySlug = 'cameras'): Promise<string[]> {
  const titles: string[] = [];
  for (const { city } of PLACES) {
    const title = `Tripod ${tag} ${city.split(',')[0]}`;
    await ownerWithListing(request, title, null, 0, categorySlug, 'Anil Menon', city);
    titles.push(title);
  }
  return titles;
}

async function shareLocation(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(NEAR_KOCHI);
}

const within = (km: number) => (place: Place) => place.km <= km;

test('near me orders listings nearest first with their distance, within the distance chosen', { tag: '@journey' }, async ({ page, context, request, copy }) => {
  const tag = `near${randomBytes(4).toString('hex')}`;
  const titles = await listAtEachPlace(request, tag);
  const titleOf = (place: Place) => titles[PLACES.indexOf(place)] ?? '';
  await shareLocation(context);
  await page.goto(`/search?q=${tag}`);
  const nearMe = new NearMe(page);
  // Every listing before near-me (in the words' order, which is not the distance's).
  expect((await nearMe.titles(PLACES.length)).sort()).toEqual([...titles].sort());

  await nearMe.nearMeButton.click();
  await expect(page).toHaveURL(/[?&]near=9\.960%2C76\.280(&|$)/);
  await expect(page.getByText(copy.nearMe.summary.device(25), { exact: true })).toBeVisible();
  // 25 km: the three nearest, nearest first, each saying how far it is.
  expect(await nearMe.titles(3)).toEqual(PLACES.filter(within(25)).map(titleOf));
  for (const place of PLACES.filter(within(25))) {
    await expect(nearMe.distanceOf(titleOf(place), copy.browse.card.distance(Math.round(place.km)))).toBeVisible();
  }

  // 100 km takes in Alappuzha; Kozhikode, over 150 km away, stays out.
  await nearMe.setRadius(100);
  expect(await nearMe.titles(4)).toEqual(PLACES.filter(within(100)).map(titleOf));
  // 10 km leaves Kochi alone.
  await nearMe.setRadius(10);
  expect(await nearMe.titles(1)).toEqual([titleOf(PLACES[0])]);

  // Off again: every listing, and no distances.
  await nearMe.turnOff();
  expect((await nearMe.titles(PLACES.length)).sort()).toEqual([...titles].sort());
  await expect(page.getByText(copy.browse.card.distance(3), { exact: true })).toHaveCount(0);
});

// The fallback and the category page on the phone in English: the journey above takes both languages and screens.
test('a phone that does not share its location is told so and chooses a city instead', async ({ page, request, copy }) => {
  const tag = `near${randomBytes(4).toString('hex')}`;
  const titles = await listAtEachPlace(request, tag);
  // No permission granted: the browser refuses the page its location.
  await page.goto(`/search?q=${tag}`);
  const nearMe = new NearMe(page);
  await nearMe.titles(PLACES.length);
  await nearMe.nearMeButton.click();
  await expect(page.getByRole('alert')).toHaveText(copy.nearMe.refused.denied);

  await nearMe.chooseCity('Koch', 'Kochi, Kerala');
  await expect(page).toHaveURL(/[?&]near=9\.940%2C76\.260(&|$)/);
  await expect(page.getByText(copy.nearMe.summary.city(25, 'Kochi, Kerala'), { exact: true })).toBeVisible();
  // From Kochi's own point: Kochi, then Kalamassery (15 km) and Aluva (21 km); Alappuzha is 51 km away.
  expect(await nearMe.titles(3)).toEqual(titles.slice(0, 3));
  await expect(nearMe.distanceOf(titles[0] ?? '', copy.browse.card.distanceUnderOne)).toBeVisible();
  await expect(nearMe.distanceOf(titles[1] ?? '', copy.browse.card.distance(15))).toBeVisible();
});

test("a category's listings near me, and its own list again once near-me is off", async ({ page, context, request, copy }) => {
  const tag = `near${randomBytes(4).toString('hex')}`;
  const titles = await listAtEachPlace(request, tag, 'books');
  await shareLocation(context);
  await page.goto('/category/books');
  const category = new CategoryPage(page);
  await category.expectCategory(categoryName(copy, 'books', 'Books'));
  const nearMe = new NearMe(page);

  const nearCall = page.waitForRequest((request) => /\/api\/items\?categoryId=[^&]+&near=9\.960%2C76\.280&radiusKm=25&/.test(request.url()));
  await nearMe.nearMeButton.click();
  await nearCall;
  await expect(page).toHaveURL(/\/category\/books\?near=9\.960%2C76\.280$/);
  // Other listings of the category may be near Kochi too (the server is shared): this run's in order.
  await expect(nearMe.distanceOf(titles[0] ?? '', copy.browse.card.distance(3))).toBeVisible();
  await expect(nearMe.distanceOf(titles[2] ?? '', copy.browse.card.distance(18))).toBeVisible();
  const shown = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(shown.filter((title) => title.includes(tag))).toEqual(titles.slice(0, 3));
  // A near-me list is not counted.
  await expect(page.getByText(countPattern(copy.browse.category.count))).toHaveCount(0);

  await nearMe.turnOff();
  await category.expectCategory(categoryName(copy, 'books', 'Books'));
  await expect(category.card(titles[4] ?? '')).toBeVisible();
});
