/**
 * Browsing end to end (spec §2): home → category → item, search with and without a location,
 * favourites, the see-more link, Your Activity, and the not-found pages. Listings are created through
 * the real API by a freshly registered owner, each with a unique word so parallel runs never collide.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Category, Item } from '@shared/api.ts';
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

test('browse from home to a category and on to an item', async ({ page, request }) => {
  const title = `Nikon Z50 ${uniqueWord()}`;
  const [item] = await listItems(request, [{ title }]);
  const home = new HomePage(page);
  await home.goto();

  const recent = await home.section('Recently Listed');
  await expect(home.card(recent, title)).toContainText('₹1,200');

  await home.categoryLink('Cameras').click();
  await expect(page).toHaveURL('/category/cameras');
  const category = new CategoryPage(page);
  await category.expectCategory('Cameras');
  await category.card(title).getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(`/item/${item!.id}`);
  const itemPage = new ItemPage(page);
  await itemPage.expectItem(title);
  await expect(page.getByText('₹1,200 Per Day', { exact: true })).toBeVisible();
  await expect(itemPage.contact('Call Owner')).toHaveAttribute('href', 'tel:+919876543210');
  await expect(itemPage.contact('WhatsApp')).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=.*Nikon/);
  await expect(itemPage.contact('Message Owner')).toHaveAttribute('href', `/contact/${item!.id}`);

  // The category badge leads back to the category.
  await page.getByRole('main').getByRole('link', { name: 'Cameras', exact: true }).click();
  await expect(page).toHaveURL('/category/cameras');
});

test('the item page gallery walks its photos both ways, wrapping around', async ({ page, request }) => {
  const title = `Sony A7 III ${uniqueWord()}`;
  const [item] = await listItems(request, [{ title, photos: 3 }]);
  const imageUrls = item!.imageUrls;
  expect(imageUrls).toHaveLength(3);
  await page.goto(`/item/${item!.id}`);
  const itemPage = new ItemPage(page);
  await itemPage.expectItem(title);

  const gallery = await itemPage.openGallery(title, 'Show picture 2 of 3');
  await gallery.expectPhoto('2 of 3', imageUrls[1]!);
  await gallery.next.click();
  await gallery.expectPhoto('3 of 3', imageUrls[2]!);
  await gallery.next.click();
  await gallery.expectPhoto('1 of 3', imageUrls[0]!);
  await gallery.previous.click();
  await gallery.expectPhoto('3 of 3', imageUrls[2]!);
  await page.keyboard.press('ArrowRight');
  await gallery.expectPhoto('1 of 3', imageUrls[0]!);
  await gallery.thumbnail('Show picture 2 of 3').click();
  await gallery.expectPhoto('2 of 3', imageUrls[1]!);

  await page.keyboard.press('Escape');
  await expect(gallery.dialog).toBeHidden();
  // Focus goes back to the thumbnail that opened it; the main view shows the last photo seen.
  await expect(page.getByRole('main').getByRole('button', { name: 'Show picture 2 of 3', exact: true })).toBeFocused();
  await expect(page.getByRole('img', { name: `Photo of ${title}` })).toHaveAttribute('src', imageUrls[1]!);
});

test('search from the hero, with and without a location', async ({ page, request }) => {
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
  await search.expectHeading('Search Results', `Showing results for: "${word}"`);
  await expect(search.result(`${word} folding cycle`)).toBeVisible();
  await expect(search.result(`${word} road cycle`)).toBeVisible();

  await home.goto();
  await home.heroSearch(word, 'Pune');
  await expect(page).toHaveURL(`/search?q=${word}&location=Pune`);
  await search.expectHeading('Search Results', `Showing results for: "${word}" in "Pune"`);
  await expect(search.result(`${word} folding cycle`)).toBeVisible();
  await expect(search.result(`${word} road cycle`)).toHaveCount(0);
  await expect(search.result(`${word} folding cycle`).getByRole('link', { name: 'View Details' })).toBeVisible();

  await search.clearFilter();
  await expect(page).toHaveURL('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
});

test('a search that finds nothing says so and offers everything', async ({ page }) => {
  // Typos are corrected to known words with the same first letter: no listing word starts with "qqq".
  await page.goto(`/search?q=qqq${randomBytes(6).toString('hex')}`);
  await expect(page.getByRole('heading', { name: 'No items found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse All Items' }).click();
  await expect(page).toHaveURL('/search');
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();
});

test('favourites are kept on the device, with their toasts', async ({ page, request }) => {
  const word = uniqueWord();
  const title = `${word} tripod`;
  const [item] = await listItems(request, [{ title }]);
  await page.goto(`/search?q=${word}`);
  const search = new SearchPage(page);
  await search.result(title).getByRole('button', { name: `Add ${title} to favorites` }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]'))).toEqual([item!.id]);

  await page.reload();
  await expect(search.result(title).getByRole('button', { name: `Remove ${title} from favorites` })).toBeVisible();

  await search.result(title).getByRole('link', { name: 'View Details' }).click();
  const itemPage = new ItemPage(page);
  await itemPage.expectItem(title);
  await itemPage.favorite(title, 'remove').click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(itemPage.favorite(title, 'add')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]'))).toEqual([]);
});

test('see more leads from a home section to its full list', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const recent = await home.section('Recently Listed');
  await expect(recent.getByRole('article')).toHaveCount(12);
  await recent.getByRole('link', { name: 'See more Recently Listed' }).click();
  await expect(page).toHaveURL('/search?filter=recent');
  await new SearchPage(page).expectHeading('Recently Listed', 'Fresh arrivals from your local community');
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
});

test('a signed-in user finds what they viewed under Your Activity', async ({ page, request }) => {
  const title = `Fujifilm X-T30 ${uniqueWord()}`;
  const [item] = await listItems(request, [{ title }]);
  // page.request shares the browser's cookies: this signs the browser in.
  await registerAccount(page.request, newAccount());
  await page.goto(`/items/${item!.id}`);
  await new ItemPage(page).expectItem(title);

  const home = new HomePage(page);
  await home.goto();
  const activity = await home.section('Your Activity');
  await expect(home.card(activity, title)).toBeVisible();
  await expect(activity.getByRole('link', { name: /See more/ })).toHaveCount(0);
});

test('unknown items and categories have their own not-found pages', async ({ page }) => {
  await page.goto('/item/01936f5e-7c2a-7b3e-9d41-000000000000');
  await expect(page.getByRole('heading', { name: 'Item not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/category/spaceships');
  await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('How It Works and the footer scroll to their sections', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await home.section('Recently Listed');
  // The footer belongs to home (inside main), so it is found by its navigation, not as contentinfo.
  const footer = page.getByRole('navigation', { name: 'Explore' });
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL('/#how-it-works');
  await expect(page.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'List Your First Item' })).toHaveAttribute('href', '/create-listing');
  await page.getByRole('link', { name: 'Browse Items Now' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Browse Categories' })).toBeInViewport();
  await expect(footer.getByRole('link', { name: 'List Your Item' })).toHaveAttribute('href', '/create-listing');

  // The scroll-to-top button shows only once the page is a screen or more down.
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
  await footer.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rent Anything, Anywhere' })).toBeInViewport();
});
