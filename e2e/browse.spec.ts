/**
 * Browsing end to end: home → category → item, search with and without a location,
 * favourites, the see-more link, Your Activity, and the not-found pages. Listings are created through
 * the real API by a freshly registered owner, each with a unique word so parallel runs never collide.
 * Every word comes from the test's copy (e2e/copy.ts): the Hindi projects run this file too.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Category, Item } from '@shared/api.ts';
import { formatRupees } from '@shared/intl.ts';
import { categoryName, escapeRegExp } from './copy.ts';
import { expect, test } from './fixtures.ts';
import { CategoryPage } from './page-models/category-page.ts';
import { HomePage } from './page-models/home-page.ts';
import { ItemPage } from './page-models/item-page.ts';
import { SearchPage } from './page-models/search-page.ts';
import { newAccount, registerAccount, uploadPhotos } from './support.ts';

const uniqueWord = (): string => `zephyr${randomBytes(4).toString('hex')}`;

interface ListingInput {
  title: string;
  categorySlug?: string;
  location?: string;
  /** How many photos to upload for the listing through the real upload calls. */
  photos?: number;
}

/** Registers an owner on `request` (which keeps its session cookie) and lists items as them. */
async function listItems(request: APIRequestContext, listings: ListingInput[]): Promise<Item[]> {
  await registerAccount(request, newAccount());
  const categories = (await (await request.get('/api/categories')).json()) as Category[];
  const created: Item[] = [];
  for (const { title, categorySlug = 'cameras', location = 'Pune, Maharashtra', photos = 0 } of listings) {
    const category = categories.find((candidate) => candidate.slug === categorySlug);
    if (!category) throw new Error(`no category ${categorySlug}`);
    const id = randomUUID();
    const imageUrls = photos ? await uploadPhotos(request, id, photos) : [];
    const response = await request.post('/api/items', {
      data: {
        id,
        title,
        description: 'Kept with care; charger and bag included.',
        categoryId: category.id,
        isNegotiable: false,
        price: '1200',
        priceUnit: 'day',
        location,
        contactPhone: '+919876543210',
        imageUrls,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push((await response.json()) as Item);
  }
  return created;
}

test('browse from home to a category and on to an item', { tag: '@journey' }, async ({ page, request, copy, lang }) => {
  const title = `Nikon Z50 ${uniqueWord()}`;
  const [item] = await listItems(request, [{ title }]);
  const price = formatRupees(1200, lang);
  const home = new HomePage(page);
  await home.goto();

  const recent = await home.section('recent');
  await expect(home.card(recent, title)).toContainText(price);

  // The server names categories in English; a Hindi page says its own name for the slug.
  const cameras = categoryName(copy, 'cameras', 'Cameras');
  await home.categoryLink(cameras).click();
  await expect(page).toHaveURL('/category/cameras');
  const category = new CategoryPage(page);
  await category.expectCategory(cameras);
  await category.card(title).getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(`/item/${item!.id}`);
  const itemPage = new ItemPage(page);
  await itemPage.expectItem(title);
  await expect(page.getByText(`${price} ${copy.listings.priceUnits.day}`, { exact: true })).toBeVisible();
  await expect(itemPage.contact('callOwner')).toHaveAttribute('href', 'tel:+919876543210');
  await expect(itemPage.contact('whatsApp')).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=.*Nikon/);
  await expect(itemPage.contact('messageOwner')).toHaveAttribute('href', `/contact/${item!.id}`);

  // The category badge leads back to the category.
  await page.getByRole('main').getByRole('link', { name: cameras, exact: true }).click();
  await expect(page).toHaveURL('/category/cameras');
});

test('the item page gallery walks its photos both ways, wrapping around', async ({ page, request, copy }) => {
  const title = `Sony A7 III ${uniqueWord()}`;
  const [item] = await listItems(request, [{ title, photos: 3 }]);
  const imageUrls = item!.imageUrls;
  expect(imageUrls).toHaveLength(3);
  await page.goto(`/item/${item!.id}`);
  const itemPage = new ItemPage(page);
  await itemPage.expectItem(title);

  const second = copy.browse.item.showMedia(2, 3);
  const gallery = await itemPage.openGallery(title, second);
  await gallery.expectPhoto(2, 3, imageUrls[1]!);
  await gallery.next.click();
  await gallery.expectPhoto(3, 3, imageUrls[2]!);
  await gallery.next.click();
  await gallery.expectPhoto(1, 3, imageUrls[0]!);
  await gallery.previous.click();
  await gallery.expectPhoto(3, 3, imageUrls[2]!);
  await page.keyboard.press('ArrowRight');
  await gallery.expectPhoto(1, 3, imageUrls[0]!);
  await gallery.thumbnail(second).click();
  await gallery.expectPhoto(2, 3, imageUrls[1]!);

  await page.keyboard.press('Escape');
  await expect(gallery.dialog).toBeHidden();
  // Focus goes back to the thumbnail that opened it; the main view shows the last photo seen.
  await expect(itemPage.thumbnail(second)).toBeFocused();
  await expect(itemPage.mainPhoto(title)).toHaveAttribute('src', imageUrls[1]!);
});

test.describe('pages opened from outside', () => {
  // Every navigation goes to the server (no worker answers from its cache), as a first visit's does.
  test.use({ serviceWorkers: 'block' });

  test('a search or an item opened from a link takes the data its navigation preloaded: one request each', async ({ page, request }) => {
    const word = uniqueWord();
    const title = `${word} tripod`;
    const [item] = await listItems(request, [{ title, photos: 1 }]);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/items')) asked.push(url.pathname + url.search);
    });

    // Opened from outside: the server preloads the page's first call and the page's own fetch takes it
    // (a second request would mean the two addresses differ).
    await page.goto(`/search?q=${word}`);
    await expect(new SearchPage(page).result(title)).toBeVisible();
    expect(asked.filter((address) => address.startsWith(`/api/items?q=${word}`))).toEqual([`/api/items?q=${word}&limit=24`]);

    await page.goto(`/item/${item!.id}`);
    await new ItemPage(page).expectItem(title);
    expect(asked.filter((address) => address === `/api/items/${item!.id}`)).toHaveLength(1);
  });
});

test('search from the hero, with and without a location', { tag: '@journey' }, async ({ page, request, copy }) => {
  const word = uniqueWord();
  await listItems(request, [
    { title: `${word} folding cycle`, categorySlug: 'cycles', location: 'Pune, Maharashtra' },
    { title: `${word} road cycle`, categorySlug: 'cycles', location: 'Kochi, Kerala' },
  ]);
  const home = new HomePage(page);
  const search = new SearchPage(page);

  await home.goto();
  await home.heroSearch('   ');
  await expect(page).toHaveURL('/');
  await home.heroSearch(word);
  await expect(page).toHaveURL(`/search?q=${word}`);
  await search.expectResultsFor(word);
  await expect(search.result(`${word} folding cycle`)).toBeVisible();
  await expect(search.result(`${word} road cycle`)).toBeVisible();

  await home.goto();
  await home.heroSearch(word, 'Pune');
  await expect(page).toHaveURL(`/search?q=${word}&location=Pune`);
  await search.expectResultsFor(word, 'Pune');
  await expect(search.result(`${word} folding cycle`)).toBeVisible();
  await expect(search.result(`${word} road cycle`)).toHaveCount(0);
  await expect(search.viewDetails(`${word} folding cycle`)).toBeVisible();

  await search.clearFilter();
  await expect(page).toHaveURL('/search');
  await expect(page.getByRole('heading', { level: 1, name: copy.browse.search.resultsTitle })).toBeVisible();
});

test('a search that finds nothing says so and offers everything', async ({ page, copy }) => {
  // Typos are corrected to known words with the same first letter: no listing word starts with "qqq".
  await page.goto(`/search?q=qqq${randomBytes(6).toString('hex')}`);
  await expect(page.getByRole('heading', { name: copy.browse.search.empty })).toBeVisible();
  await page.getByRole('link', { name: copy.browse.search.browseAll }).click();
  await expect(page).toHaveURL('/search');
  await expect(page.getByRole('link', { name: copy.browse.card.viewDetails }).first()).toBeVisible();
});

test('favourites are kept on the device, with their toasts', async ({ page, request, copy }) => {
  const word = uniqueWord();
  const title = `${word} tripod`;
  const [item] = await listItems(request, [{ title }]);
  await page.goto(`/search?q=${word}`);
  const search = new SearchPage(page);
  await search.result(title).getByRole('button', { name: copy.browse.favorites.add(title) }).click();
  await expect(page.getByText(copy.browse.favorites.added)).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]'))).toEqual([item!.id]);

  await page.reload();
  await expect(search.result(title).getByRole('button', { name: copy.browse.favorites.remove(title) })).toBeVisible();

  await search.viewDetails(title).click();
  const itemPage = new ItemPage(page);
  await itemPage.expectItem(title);
  await itemPage.favorite(title, 'remove').click();
  await expect(page.getByText(copy.browse.favorites.removed)).toBeVisible();
  await expect(itemPage.favorite(title, 'add')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]'))).toEqual([]);
});

test('see more leads from a home section to its full list', async ({ page, copy }) => {
  const home = new HomePage(page);
  await home.goto();
  const recent = await home.section('recent');
  await expect(recent.getByRole('article')).toHaveCount(12);
  await recent.getByRole('link', { name: copy.browse.sections.seeMoreLabel(copy.browse.sections.recent.title) }).click();
  await expect(page).toHaveURL('/search?filter=recent');
  await new SearchPage(page).expectHeading(copy.browse.search.titles.recent.title, copy.browse.search.titles.recent.subtitle);
  await expect(page.getByRole('button', { name: copy.browse.search.loadMore })).toBeVisible();
});

test('a signed-in user finds what they viewed under Your Activity', async ({ page, request, copy }) => {
  const title = `Fujifilm X-T30 ${uniqueWord()}`;
  const [item] = await listItems(request, [{ title }]);
  // page.request shares the browser's cookies: this signs the browser in.
  await registerAccount(page.request, newAccount());
  // The view is recorded once the server has answered with the listing: wait for it before leaving.
  const viewed = page.waitForResponse((response) => response.url().endsWith(`/api/items/${item!.id}/view`) && response.request().method() === 'POST');
  await page.goto(`/items/${item!.id}`);
  await new ItemPage(page).expectItem(title);
  expect((await viewed).status()).toBe(204);

  const home = new HomePage(page);
  await home.goto();
  const activity = await home.section('activity');
  await expect(home.card(activity, title)).toBeVisible();
  await expect(activity.getByRole('link', { name: new RegExp(escapeRegExp(copy.browse.sections.seeMore)) })).toHaveCount(0);
});

test('unknown items and categories have their own not-found pages', async ({ page, copy }) => {
  await page.goto('/item/01936f5e-7c2a-7b3e-9d41-000000000000');
  await expect(page.getByRole('heading', { name: copy.browse.item.notFound })).toBeVisible();
  await page.getByRole('link', { name: copy.browse.item.backHome }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/category/spaceships');
  await expect(page.getByRole('heading', { name: copy.browse.category.notFound })).toBeVisible();
  await expect(page.getByRole('link', { name: copy.browse.category.backHome })).toHaveAttribute('href', '/');
});

test('How It Works and the footer scroll to their sections', async ({ page, copy }) => {
  const { footer: footerCopy, howItWorks } = copy.browse;
  const home = new HomePage(page);
  await home.goto();
  await home.section('recent');
  // The footer belongs to home (inside main), so it is found by its navigation, not as contentinfo.
  const footer = page.getByRole('navigation', { name: footerCopy.explore });
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: footerCopy.howItWorks }).click();
  await expect(page).toHaveURL('/#how-it-works');
  await expect(page.getByRole('heading', { level: 2, name: howItWorks.title })).toBeInViewport();
  await expect(page.getByRole('link', { name: howItWorks.listCta })).toHaveAttribute('href', '/create-listing');
  await page.getByRole('link', { name: howItWorks.browseCta }).click();
  await expect(page.getByRole('heading', { level: 2, name: copy.messages.home.browseCategories })).toBeInViewport();
  await expect(footer.getByRole('link', { name: footerCopy.listItem })).toHaveAttribute('href', '/create-listing');

  // The scroll-to-top button shows only once the page is a screen or more down.
  await expect(page.getByRole('button', { name: copy.browse.scrollToTop })).toHaveCount(0);
  await footer.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: copy.browse.scrollToTop }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.messages.brand.tagline })).toBeInViewport();
});
