/**
 * Offline-first end to end on the production build and the real server: what was seen online is there
 * with the network cut, saying how old it is, and a write made offline waits on the device, survives a
 * reload and reaches the server exactly once (the worker's offline start is install.spec.ts's). Listings
 * are made through the real API by fresh accounts, each titled with a unique word, so runs never collide.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Category, Item, User } from '@shared/api.ts';
import type { Account } from './page-models/auth-dialog.ts';
import { CategoryPage } from './page-models/category-page.ts';
import { DashboardPage } from './page-models/dashboard-page.ts';
import { FavoritesPage } from './page-models/favorites-page.ts';
import { HomePage } from './page-models/home-page.ts';
import { ItemPage } from './page-models/item-page.ts';
import { ListingForm, type PickedFile } from './page-models/listing-form.ts';
import { ListingSync } from './page-models/listing-sync.ts';
import { OfflineDevice } from './page-models/offline-device.ts';
import { ProfileEditPage } from './page-models/profile-edit-page.ts';
import { SearchPage } from './page-models/search-page.ts';
import { SiteHeader } from './page-models/site-header.ts';
import { newAccount, registerAccount, SAMPLE_JPEG, SAMPLE_PNG, uploadPhotos } from './support.ts';

// The service worker stays on here (offline is the service worker's work); the other specs block it.
test.use({ serviceWorkers: 'allow' });

const uniqueWord = (): string => `quokka${randomBytes(4).toString('hex')}`;
const PHOTO_URL = /^\/media\/i\/[0-9a-f-]{36}\.webp$/;
const jpeg = (name: string): PickedFile => ({ name, mimeType: 'image/jpeg', buffer: SAMPLE_JPEG });
const png = (name: string): PickedFile => ({ name, mimeType: 'image/png', buffer: SAMPLE_PNG });

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
    const recent = await home.section('recent');
    await expect(home.card(recent, title)).toBeVisible();
    await device.expectImageKept(home.card(recent, title).locator('img'));
    const popular = await home.section('popular');
    await expect(popular.getByRole('article').first()).toBeVisible();

    await home.categoryLink(books.name).click();
    await category.expectCategory(books.name);
    await category.card(title).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(`/item/${seen.id}`);
    await itemPage.expectItem(title);
    await device.expectImageKept(itemPage.mainPhoto(title));
    await itemPage.favorite(title, 'add').click();
    await expect(page.getByText('Added to favorites', { exact: true })).toBeVisible();
    await expect(itemPage.favorite(title, 'remove')).toBeVisible();

    await device.goOffline();
    // Listed once the network is gone: this device never fetched it, in a list or on its own.
    const unseen = await listItem(request, `Kobo Clara ${uniqueWord()}`, books);
    // Half an hour later by the page's clock, so the note's age is a number of minutes.
    await page.clock.setFixedTime(Date.now() + 30 * 60_000);

    // The visited item, reloaded: from the device, saying how old it is, photo and favourite kept.
    await page.reload();
    await itemPage.expectItem(title);
    await device.expectSaved(/3\d minutes ago/);
    await expect(page.getByText('₹150 Per Week', { exact: true })).toBeVisible();
    await device.expectImageShown(itemPage.mainPhoto(title));
    await expect(itemPage.favorite(title, 'remove')).toBeVisible();

    // Its category, through the badge, then reloaded there.
    await page.getByRole('main').getByRole('link', { name: books.name, exact: true }).click();
    await expect(page).toHaveURL(`/category/${books.slug}`);
    await page.reload();
    await category.expectCategory(books.name);
    await device.expectSaved(/3\d minutes ago/);
    await expect(category.card(title).getByRole('button', { name: `Remove ${title} from favorites`, exact: true })).toBeVisible();
    await expect(category.card(unseen.title)).toHaveCount(0);

    // Home, opened at its address: the shell from the worker, the categories and sections from the device.
    await home.goto();
    await expect(home.categoryLink(books.name)).toBeVisible();
    const recentOffline = await home.section('recent');
    await device.expectSaved(/3\d minutes ago/);
    const card = home.card(recentOffline, title);
    await expect(card.getByRole('button', { name: `Remove ${title} from favorites`, exact: true })).toBeVisible();
    await device.expectImageShown(card.locator('img'));
    const popularOffline = await home.section('popular');
    await expect(popularOffline.getByRole('article').first()).toBeVisible();
    // The favourites page, from the device, with the listing's photo; kept on the device.
    const favorites = new FavoritesPage(page);
    await favorites.open();
    await favorites.expectCount(1);
    await expect(favorites.card(title)).toBeVisible();
    await device.expectImageShown(favorites.card(title).locator('img'));
    await page.reload();
    await expect(favorites.heading).toBeVisible();
    await expect(favorites.card(title)).toBeVisible();
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
    await expect(home.card(await home.section('activity'), theirs.title)).toBeVisible();
    await dashboard.goto();
    await expect(dashboard.listing(mine.title)).toBeVisible();

    await device.goOffline();
    await page.clock.setFixedTime(Date.now() + 30 * 60_000);

    // Their own listings, still signed in, saying how old the list is.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await new SiteHeader(page).expectSignedIn('MI');
    await expect(dashboard.listing(mine.title)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^You are offline. Showing what was saved 3\d minutes ago.$/ })).toBeVisible();

    // Their profile, filled in from the device.
    const profile = new ProfileEditPage(page);
    await profile.goto();
    await expect(page.getByRole('main').getByLabel('Full Name', { exact: true })).toHaveValue('Meera Iyer');

    // The search made before, with both results.
    await page.goto(`/search?q=${word}`);
    await search.expectHeading('Search Results', `Showing results for: "${word}"`);
    await device.expectSaved(/3\d minutes ago/);
    await expect(search.result(theirs.title)).toBeVisible();
    await expect(search.result(mine.title)).toBeVisible();
    // A search never made on this device says it is offline and runs when back, not that fetching failed.
    await page.goto(`/search?q=${uniqueWord()}`);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('This search has not been saved on this device yet.', { exact: false })).toBeVisible();
    await expect(page.getByText('Failed to fetch items')).toHaveCount(0);

    // What they viewed, on home.
    await home.goto();
    const activity = await home.section('activity');
    await expect(home.card(activity, theirs.title)).toBeVisible();
    await device.expectImageShown(home.card(activity, theirs.title).locator('img'));
  });

  // Screens fetch again when the connection returns (useReconnects, pwa/src/sync), not only when opened.
  test('pages opened offline catch up when the connection returns', async ({ page, context, request }) => {
    await registerAccount(request, newAccount());
    const books = await categoryBySlug(request, 'books');
    const title = `Kindle Scribe ${uniqueWord()}`;
    const seen = await listItem(request, title, books);
    const device = new OfflineDevice(page, context);
    const itemPage = new ItemPage(page);
    await new HomePage(page).goto();
    await device.expectWorkerInControl();
    await page.goto(`/item/${seen.id}`);
    await itemPage.expectItem(title);
    await device.goOffline();
    // Another category: back online, the item page's Similar Listings would otherwise fetch (and so
    // save) it, and it would not be unseen any more.
    const unseen = await listItem(request, `Olympus Pen ${uniqueWord()}`, await categoryBySlug(request, 'cameras'));

    await page.reload();
    await device.expectSaved('just now');
    await device.goOnline();
    await expect(device.savedNote).toHaveCount(0);
    await itemPage.expectItem(title);

    await device.goOffline();
    await page.goto(`/item/${unseen.id}`);
    await device.expectUnsavedItem();
    await device.goOnline();
    await itemPage.expectItem(unseen.title);
  });
});

/** Signs the browser in as a fresh account (page.request shares its cookies) and returns the account and its user. */
async function signIn(page: Page): Promise<{ account: Account; user: User }> {
  const account = newAccount();
  await registerAccount(page.request, account);
  const user = (await (await page.request.get('/api/auth/user')).json()) as User;
  return { account, user };
}

/** The owner's listings on the server with this title (GET /api/users/{id}/items, newest first). */
async function serverListings(request: APIRequestContext, ownerId: string, title: string): Promise<Item[]> {
  const response = await request.get(`/api/users/${ownerId}/items?limit=50`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Item[]).filter((item) => item.title === title);
}

/** Every field of the listing form but the photos, for a valid listing of this title. */
async function fillListing(form: ListingForm, title: string): Promise<void> {
  await form.fill({
    title,
    category: 'Cameras',
    description: 'Mirrorless body with a 16-50 lens, two batteries and a charger.',
    price: '900',
    duration: 'day',
    city: { type: 'pune', choose: 'Pune, Maharashtra' },
  });
}

/** Opens the app once online so its worker controls it, then cuts the network. */
async function startOffline(page: Page, device: OfflineDevice): Promise<void> {
  await new HomePage(page).goto();
  await device.expectWorkerInControl();
  await device.goOffline();
}

test.describe('writing offline', () => {
  test('a listing created offline with two photos waits on the device, survives a reload, and reaches the server exactly once', async ({ page, context, request }) => {
    test.slow();
    const { user } = await signIn(page);
    const device = new OfflineDevice(page, context);
    const form = new ListingForm(page);
    const title = `Fujifilm X-S10 ${uniqueWord()}`;
    const dashboard = new DashboardPage(page);
    await new HomePage(page).goto();
    await device.expectWorkerInControl();
    // My Listings seen once online (empty), as an owner would have.
    await dashboard.goto();
    await expect(page.getByText('No listings yet. Create your first listing to get started!', { exact: true })).toBeVisible();
    await device.goOffline();

    // The form opens without a network (its code from the worker, categories and cities from the device).
    await page.goto('/create-listing');
    await form.expectTitle('create');
    await fillListing(form, title);
    await form.pickPhotos([jpeg('front.jpg'), png('side.png')]);
    await expect(form.photo(2)).toBeVisible();
    await form.submitButton('create').click();
    await expect(page.getByText('Your listing will be published when you are back online.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/dashboard');

    const listing = new ListingSync(page, title);
    await listing.expectWaiting();
    await listing.expectCoverShown();
    // Not on the server yet: nothing left the device.
    expect(await serverListings(request, user.id, title)).toHaveLength(0);

    // Reloaded (the tab closed and opened again) while still offline: nothing is lost.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await listing.expectWaiting();
    await listing.expectCoverShown();
    expect(await serverListings(request, user.id, title)).toHaveLength(0);

    // The connection returns: the outbox sends it by itself, photos first.
    await device.goOnline();
    await listing.expectSynced();
    await expect.poll(async () => (await serverListings(request, user.id, title)).length).toBe(1);
    const [saved] = await serverListings(request, user.id, title);
    expect(saved?.imageUrls).toHaveLength(2);
    for (const url of saved?.imageUrls ?? []) expect(url).toMatch(PHOTO_URL);
    await listing.expectCoverShown();

    // Opened again online (the outbox runs again on every start): still exactly one, with its two photos.
    await page.reload();
    await listing.expectSynced();
    await expect(dashboard.stat('totalListings')).toHaveText('1');
    const again = await serverListings(request, user.id, title);
    expect(again).toHaveLength(1);
    expect(again[0]?.imageUrls).toEqual(saved?.imageUrls);
    await listing.viewDetails.click();
    await new ItemPage(page).expectItem(title);
    await expect(page).toHaveURL(`/item/${saved?.id}`);
  });

  test('a listing the server refuses shows its message with Retry, Edit and Discard; edited, it is published once', async ({ page, context, request }) => {
    test.slow();
    const { user } = await signIn(page);
    const device = new OfflineDevice(page, context);
    const form = new ListingForm(page);
    const title = `Canon R50 ${uniqueWord()}`;
    await startOffline(page, device);

    // A rule the form cannot check: the server decodes every photo, and this one is no image at all.
    // (The form checks the type only; compressing it fails, so it is kept as picked.)
    await page.goto('/create-listing');
    await fillListing(form, title);
    await form.pickPhotos([jpeg('front.jpg'), { name: 'scan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all, just text') }]);
    await expect(form.photo(2)).toBeAttached();
    await form.submitButton('create').click();
    await expect(page).toHaveURL('/dashboard');
    const listing = new ListingSync(page, title);
    await listing.expectWaiting();

    // Back online the outbox sends it unattended; the server refuses the photo, and the listing stays
    // on the device with the server's own words.
    await device.goOnline();
    await listing.expectRefused('Not published', 'Only JPEG, PNG, and WebP images are allowed.');
    expect(await serverListings(request, user.id, title)).toHaveLength(0);
    // Kept across a reload, like any write.
    await page.reload();
    await listing.expectRefused('Not published', 'Only JPEG, PNG, and WebP images are allowed.');

    // Edit: the form holds the listing as saved on the device, both photos; the broken one goes.
    await listing.edit.click();
    await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}\/edit$/);
    await form.expectTitle('edit');
    await expect(form.field('title')).toHaveValue(title);
    await expect(form.photo(2)).toBeAttached();
    await form.removePhoto(2).click();
    await expect(form.photo(2)).toHaveCount(0);
    await form.fill({ price: '950' });
    await form.submitButton('edit').click();
    await expect(page).toHaveURL('/dashboard');
    await listing.expectSynced();
    await expect(listing.card.getByText('₹950 / day')).toBeVisible();

    await expect.poll(async () => (await serverListings(request, user.id, title)).length).toBe(1);
    const [saved] = await serverListings(request, user.id, title);
    expect(Number(saved?.price)).toBe(950);
    expect(saved?.imageUrls).toHaveLength(1);
    expect(saved?.imageUrls[0]).toMatch(PHOTO_URL);
  });

  test('an edit made offline to a listing deleted meanwhile is refused; Retry asks again, Discard lets it go', async ({ page, context, request, playwright, baseURL }) => {
    test.slow();
    const { account, user } = await signIn(page);
    const title = `Nikon Z fc ${uniqueWord()}`;
    const item = await listItem(page.request, title, await categoryBySlug(request, 'cameras'));
    const device = new OfflineDevice(page, context);
    const dashboard = new DashboardPage(page);
    const form = new ListingForm(page);

    await new HomePage(page).goto();
    await device.expectWorkerInControl();
    await dashboard.goto();
    await expect(dashboard.listing(title)).toBeVisible();
    await device.goOffline();

    await dashboard.listing(title).getByRole('link', { name: 'Edit', exact: true }).click();
    await form.expectTitle('edit');
    await expect(form.field('title')).toHaveValue(title);
    await form.fill({ price: '175' });
    await form.submitButton('edit').click();
    await expect(page.getByText('Your changes will be published when you are back online.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    const listing = new ListingSync(page, title);
    await listing.expectWaiting();
    await expect(listing.card.getByText('₹175 / week')).toBeVisible();

    // Meanwhile the owner deletes the listing from another device.
    const elsewhere = await playwright.request.newContext({ baseURL });
    const login = await elsewhere.post('/api/login/email', { data: { username: account.username, password: account.password } });
    expect(login.status(), await login.text()).toBe(200);
    const deleted = await elsewhere.delete(`/api/items/${item.id}`, { headers: { 'Idempotency-Key': randomUUID() } });
    expect(deleted.status()).toBe(204);
    await elsewhere.dispose();

    await device.goOnline();
    await listing.expectRefused('Changes not saved', 'Item not found');
    await expect(listing.card.getByText('₹175 / week')).toBeVisible();

    // Retry sends it again, and the server says the same.
    await listing.retry.click();
    await expect(page.getByText('Failed to update listing. Please try again.', { exact: true })).toBeVisible();
    await listing.expectRefused('Changes not saved', 'Item not found');
    // The toast sits at the bottom of the phone's screen, over the card's buttons: closed, as a user would.
    await page.getByRole('button', { name: 'Close toast' }).click();

    // Discard, after its confirmation ("Keep" keeps it).
    await listing.discard.click();
    await expect(listing.discardDialog).toContainText('Discard these changes?');
    await listing.discardDialog.getByRole('button', { name: 'Keep', exact: true }).click();
    await expect(listing.discardDialog).toBeHidden();
    await listing.expectRefused('Changes not saved', 'Item not found');
    await listing.discard.click();
    await listing.discardDialog.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(listing.card).toHaveCount(0);
    await expect(page.getByText('No listings yet. Create your first listing to get started!', { exact: true })).toBeVisible();
    expect(await serverListings(request, user.id, title)).toHaveLength(0);
    await page.reload();
    await expect(page.getByText('No listings yet. Create your first listing to get started!', { exact: true })).toBeVisible();
  });

  test('a listing deleted offline is gone at once, stays gone after a reload, and is deleted on the server when back online', async ({ page, context, request }) => {
    test.slow();
    const { user } = await signIn(page);
    const title = `Sony A6400 ${uniqueWord()}`;
    await listItem(page.request, title, await categoryBySlug(request, 'cameras'));
    const device = new OfflineDevice(page, context);
    const dashboard = new DashboardPage(page);
    await new HomePage(page).goto();
    await device.expectWorkerInControl();
    await dashboard.goto();
    await expect(dashboard.listing(title)).toBeVisible();
    await device.goOffline();

    await dashboard.startDelete(title);
    await dashboard.confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Your listing will be deleted when you are back online.', { exact: true })).toBeVisible();
    await expect(dashboard.listing(title)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('No listings yet. Create your first listing to get started!', { exact: true })).toBeVisible();
    expect(await serverListings(request, user.id, title)).toHaveLength(1);

    await device.goOnline();
    await expect.poll(async () => (await serverListings(request, user.id, title)).length).toBe(0);
    await page.reload();
    await expect(page.getByText('No listings yet. Create your first listing to get started!', { exact: true })).toBeVisible();
  });

  test('a favourite added offline while signed in reaches the account once back online, and shows on another device', async ({ page, context, request, browser }) => {
    test.slow();
    const { account } = await signIn(page);
    await registerAccount(request, newAccount());
    const title = `Ninebot Max ${uniqueWord()}`;
    const item = await listItem(request, title, await categoryBySlug(request, 'bikes'), 1);
    const accountFavorites = async (): Promise<string[]> => {
      const response = await page.request.get('/api/favorites');
      expect(response.status()).toBe(200);
      return ((await response.json()) as Array<{ itemId: string; favorite: boolean }>).filter((entry) => entry.favorite).map((entry) => entry.itemId);
    };
    const device = new OfflineDevice(page, context);
    const itemPage = new ItemPage(page);
    await new HomePage(page).goto();
    await device.expectWorkerInControl();
    await page.goto(`/item/${item.id}`);
    await itemPage.expectItem(title);
    await device.goOffline();

    await itemPage.favorite(title, 'add').click();
    await expect(page.getByText('Added to favorites', { exact: true })).toBeVisible();
    await page.reload();
    await expect(itemPage.favorite(title, 'remove')).toBeVisible();
    const favorites = new FavoritesPage(page);
    await favorites.open();
    await expect(favorites.card(title)).toBeVisible();
    expect(await accountFavorites()).not.toContain(item.id);

    await device.goOnline();
    await expect.poll(accountFavorites).toEqual([item.id]);

    // The same account on another device finds it among its favourites.
    const other = await browser.newContext();
    const login = await other.request.post('/api/login/email', { data: { username: account.username, password: account.password } });
    expect(login.status(), await login.text()).toBe(200);
    const otherPage = await other.newPage();
    await otherPage.goto('/favorites');
    await expect(new FavoritesPage(otherPage).card(title)).toBeVisible();
    await other.close();
  });

  // My Listings fetches the owner's listings again when the connection returns, so a list never
  // fetched (first opened offline) still ends up holding the listing the outbox sent.
  test('My Listings first opened offline: the listing made there stays in sight once it is sent', async ({ page, context, request }) => {
    const { user } = await signIn(page);
    const device = new OfflineDevice(page, context);
    const form = new ListingForm(page);
    const title = `Lumix G7 ${uniqueWord()}`;
    // Never on My Listings before: the device has no list of the owner's listings at all.
    await startOffline(page, device);
    await page.goto('/create-listing');
    await fillListing(form, title);
    await form.submitButton('create').click();
    await expect(page).toHaveURL('/dashboard');
    const listing = new ListingSync(page, title);
    await listing.expectWaiting();

    await device.goOnline();
    await expect.poll(async () => (await serverListings(request, user.id, title)).length).toBe(1);
    await listing.expectSynced();
    await expect(page.getByText('Your listings will appear here once you are back online.', { exact: true })).toHaveCount(0);
  });

  test('My Listings catches up when the connection returns: the offline note goes', async ({ page, context }) => {
    await signIn(page);
    const title = `Olympus OM-D ${uniqueWord()}`;
    await listItem(page.request, title, await categoryBySlug(page.request, 'cameras'));
    const device = new OfflineDevice(page, context);
    const dashboard = new DashboardPage(page);
    const offlineNote = page.getByRole('status').filter({ hasText: /^You are offline. Showing what was saved / });
    await new HomePage(page).goto();
    await device.expectWorkerInControl();
    await dashboard.goto();
    await expect(dashboard.stat('totalListings')).toHaveText('1');
    await device.goOffline();
    await page.reload();
    await expect(dashboard.listing(title)).toBeVisible();
    await expect(offlineNote).toBeVisible();

    await device.goOnline();
    await expect(offlineNote).toHaveCount(0);
    await expect(dashboard.stat('totalListings')).toHaveText('1');
    await expect(dashboard.listing(title)).toBeVisible();
  });
});

