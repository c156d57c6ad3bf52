/**
 * Offline-first end to end (DESIGN.md §7, issue 5) on the production build and the real server: what
 * was seen online is there with the network cut — home, a category, a visited item with its photos,
 * favourites — and an item never seen says so with a way back. (The worker's offline start from the
 * home screen is install.spec.ts's.)
 *
 * Listings are made through the real API by a fresh owner on the test's own `request` (its own
 * cookies), each titled with a unique word, so parallel runs never collide; the browser itself is a
 * visitor unless a test signs it in.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Category, Item } from '@shared/api.ts';
import { CategoryPage } from './page-models/category-page.ts';
import { DashboardPage } from './page-models/dashboard-page.ts';
import { HomePage } from './page-models/home-page.ts';
import { ItemPage } from './page-models/item-page.ts';
import { OfflineDevice } from './page-models/offline-device.ts';
import { ProfileEditPage } from './page-models/profile-edit-page.ts';
import { SearchPage } from './page-models/search-page.ts';
import { SiteHeader } from './page-models/site-header.ts';
import { newAccount, registerAccount, uploadPhotos } from './support.ts';

const uniqueWord = (): string => `quokka${randomBytes(4).toString('hex')}`;

async function categoryBySlug(request: APIRequestContext, slug: string): Promise<Category> {
  const categories = (await (await request.get('/api/categories')).json()) as Category[];
  const category = categories.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`no category ${slug}`);
  return category;
}

/** Lists an item as the account signed in on `request`, with `photos` uploaded through the real upload calls. */
async function listItem(request: APIRequestContext, title: string, category: Category, photos = 0): Promise<Item> {
  const id = randomUUID();
  const imageUrls = photos ? await uploadPhotos(request, id, photos) : [];
  const response = await request.post('/api/items', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      id,
      title,
      description: 'Kept with care, with its cover and charger.',
      categoryId: category.id,
      isNegotiable: false,
      price: '150',
      priceUnit: 'week',
      location: 'Pune, Maharashtra',
      contactPhone: '+919876543210',
      imageUrls,
      videoUrl: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Item;
}

test.describe('browsing offline', () => {
  test('home, a category, a visited item with its photos and favourites come from the device; an item never seen says so', async ({ page, context, request }) => {
    // Many steps, each waiting on a real server and a real worker: more room than one page's check.
    test.slow();
    await registerAccount(request, newAccount());
    const books = await categoryBySlug(request, 'books');
    const title = `Kindle Paperwhite ${uniqueWord()}`;
    const seen = await listItem(request, title, books, 2);

    const device = new OfflineDevice(page, context);
    const home = new HomePage(page);
    const category = new CategoryPage(page);
    const itemPage = new ItemPage(page);

    await home.goto();
    await device.expectWorkerInControl();
    // Opened again, the app makes every request through the worker, which keeps the photos it fetches.
    await home.goto();
    const recent = await home.section('Recently Listed');
    await expect(home.card(recent, title)).toBeVisible();
    await device.expectImageKept(home.card(recent, title).locator('img'));
    const popular = await home.section('Most Popular');
    await expect(popular.getByRole('article').first()).toBeVisible();

    await home.categoryLink(books.name).click();
    await category.expectCategory(books.name);
    await category.card(title).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(`/item/${seen.id}`);
    await itemPage.expectItem(title);
    await device.expectImageKept(itemPage.mainPhoto(title));
    await itemPage.favourite(title, 'add').click();
    await expect(page.getByText('Added to favorites', { exact: true })).toBeVisible();
    await expect(itemPage.favourite(title, 'remove')).toBeVisible();

    await device.goOffline();
    // Listed once the network is gone: this device never fetched it, in a list or on its own.
    const unseen = await listItem(request, `Kobo Clara ${uniqueWord()}`, books);
    // Half an hour later by the page's clock, so the note's age is a number of minutes.
    await page.clock.setFixedTime(Date.now() + 30 * 60_000);

    // The visited item, reloaded: from the device, saying how old it is, photo and favourite kept.
    await page.reload();
    await itemPage.expectItem(title);
    await device.expectSaved(/3\d min ago/);
    await expect(page.getByText('₹150 Per Week', { exact: true })).toBeVisible();
    await device.expectImageShown(itemPage.mainPhoto(title));
    await expect(itemPage.favourite(title, 'remove')).toBeVisible();

    // Its category, through the badge, then reloaded there.
    await page.getByRole('main').getByRole('link', { name: books.name, exact: true }).click();
    await expect(page).toHaveURL(`/category/${books.slug}`);
    await page.reload();
    await category.expectCategory(books.name);
    await device.expectSaved(/3\d min ago/);
    await expect(category.card(title).getByRole('button', { name: `Remove ${title} from favorites`, exact: true })).toBeVisible();
    await expect(category.card(unseen.title)).toHaveCount(0);

    // Home, opened at its address: the shell from the worker, the categories and sections from the device.
    await home.goto();
    await expect(home.categoryLink(books.name)).toBeVisible();
    const recentOffline = await home.section('Recently Listed');
    await device.expectSaved(/3\d min ago/);
    const card = home.card(recentOffline, title);
    await expect(card.getByRole('button', { name: `Remove ${title} from favorites`, exact: true })).toBeVisible();
    await device.expectImageShown(card.locator('img'));
    const popularOffline = await home.section('Most Popular');
    await expect(popularOffline.getByRole('article').first()).toBeVisible();
    // The favourites are the device's own, where the spec keeps them.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]') as unknown)).toEqual([seen.id]);

    // An item this device never saw: a clear offline message with a way back, not an error or a blank page.
    await page.goto(`/item/${unseen.id}`);
    await device.expectUnsavedItem();
    await expect(page.getByRole('heading', { name: 'Item not found' })).toHaveCount(0);
    await device.backHome().click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Rent Anything, Anywhere' })).toBeVisible();

    // Back online, the same address shows the listing: it was only ever the network that was missing.
    await device.goOnline();
    await page.goto(`/item/${unseen.id}`);
    await itemPage.expectItem(unseen.title);
    await expect(device.savedNote).toHaveCount(0);
  });

  test('signed in: a search already made, recently viewed, their own listings and profile are there offline', async ({ page, context, request }) => {
    test.slow();
    const word = uniqueWord();
    await registerAccount(request, newAccount());
    const cycles = await categoryBySlug(request, 'cycles');
    const theirs = await listItem(request, `Hercules Roadeo ${word}`, cycles, 1);
    // page.request shares the browser's cookies: this signs the browser in.
    await registerAccount(page.request, newAccount());
    const mine = await listItem(page.request, `Btwin Riverside ${word}`, cycles);

    const device = new OfflineDevice(page, context);
    const home = new HomePage(page);
    const search = new SearchPage(page);
    const dashboard = new DashboardPage(page);
    await home.goto();
    await device.expectWorkerInControl();

    await new SiteHeader(page).search(word);
    await expect(page).toHaveURL(`/search?q=${word}`);
    await search.expectHeading('Search Results', `Showing results for: "${word}"`);
    await expect(search.result(mine.title)).toBeVisible();
    const viewed = page.waitForResponse((response) => response.url().endsWith(`/api/items/${theirs.id}/view`) && response.ok());
    await search.result(theirs.title).getByRole('link', { name: 'View Details' }).click();
    await new ItemPage(page).expectItem(theirs.title);
    await viewed;
    await home.goto();
    await expect(home.card(await home.section('Your Activity'), theirs.title)).toBeVisible();
    await dashboard.goto();
    await expect(dashboard.listing(mine.title)).toBeVisible();

    await device.goOffline();
    await page.clock.setFixedTime(Date.now() + 30 * 60_000);

    // Their own listings, still signed in, saying how old the list is.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await new SiteHeader(page).expectSignedIn('MI');
    await expect(dashboard.listing(mine.title)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Offline: showing listings saved 3\d minutes ago$/ })).toBeVisible();

    // Their profile, filled in from the device.
    const profile = new ProfileEditPage(page);
    await profile.goto();
    await expect(page.getByRole('main').getByLabel('Full Name', { exact: true })).toHaveValue('Meera Iyer');

    // The search made before, with both results.
    await page.goto(`/search?q=${word}`);
    await search.expectHeading('Search Results', `Showing results for: "${word}"`);
    await device.expectSaved(/3\d min ago/);
    await expect(search.result(theirs.title)).toBeVisible();
    await expect(search.result(mine.title)).toBeVisible();

    // What they viewed, on home.
    await home.goto();
    const activity = await home.section('Your Activity');
    await expect(home.card(activity, theirs.title)).toBeVisible();
    await device.expectImageShown(home.card(activity, theirs.title).locator('img'));
  });
});
