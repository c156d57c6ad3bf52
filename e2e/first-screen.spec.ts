/**
 * The first screens the server writes into the home, item, search and category pages (sync-server/src/web/first-screen):
 * they show without any of the app's code, the app's own page takes their place without anything
 * moving (the same photo, heading and search box at the same places), and a device whose stored
 * language is not the one the server wrote them in never shows them.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { Locale } from '../shared/src/locale.ts';
import type { E2eCopy } from './copy.ts';
import { expect, test } from './fixtures.ts';
import { ownerWithListing } from './support.ts';

/** A listing with two photos (so the thumbnail boxes sit between photo and title) under a title of its own. */
async function listingWithPhotos(request: APIRequestContext): Promise<{ itemId: string; title: string }> {
  // Its own title: both projects (and reruns) share the server.
  const title = `Tent for four ${randomBytes(3).toString('hex')}`;
  const { itemId } = await ownerWithListing(request, title, null, 2);
  return { itemId, title };
}

/** The header's search box that shows at this width (the bar's on a desktop, the one under it on a phone). */
const headerSearch = (scope: Locator, copy: E2eCopy): Locator =>
  scope.getByPlaceholder(copy.messages.header.searchPlaceholder, { exact: true }).filter({ visible: true });

/**
 * The box of the first screen's search box on a phone. A wider screen's first screen has none: there
 * the box shares the bar with the app's buttons, which come with the app, so it is left to the app.
 */
async function firstScreenSearchBox(screen: Locator, copy: E2eCopy): Promise<Box | undefined> {
  if ((screen.page().viewportSize()?.width ?? 0) < 768) return boxOf(headerSearch(screen, copy));
  await expect(headerSearch(screen, copy)).toHaveCount(0);
  return undefined;
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toHaveCount(1);
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

function expectSameBox(actual: Box, expected: Box, what: string): void {
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(actual[side] - expected[side]), `${what}: ${side} ${actual[side]} where the first screen had ${expected[side]}`).toBeLessThanOrEqual(1);
  }
}

/**
 * A page of a new context like the test's (same viewport, same browser language) as the app leaves it
 * before it starts: boot.js runs (the page's language and theme, as at a visitor's first paint), the
 * app's code never arrives. (Without JavaScript boot.js would not run either.)
 */
async function pageBeforeTheApp(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.route('**/assets/*.js', (route) => route.abort());
  return context.newPage();
}

/** What the page held when the first screen left it: read by an init script, as it happens. */
interface Removal {
  heading: string | null;
  photos: string[];
}

/** Records, in `window.firstScreenRemoval`, the app's heading and photos at the moment the first screen is removed. */
function recordFirstScreenRemoval(): void {
  const observer = new MutationObserver((records) => {
    const removed = records.some((record) => [...record.removedNodes].some((node) => node instanceof Element && node.id === 'first-screen'));
    if (!removed) return;
    observer.disconnect();
    const removal: Removal = {
      heading: document.querySelector('#root h1')?.textContent ?? null,
      photos: [...document.querySelectorAll('#root img')].map((img) => img.getAttribute('src') ?? ''),
    };
    Object.assign(window, { firstScreenRemoval: removal });
  });
  observer.observe(document, { childList: true, subtree: true });
}

const removalOf = (page: Page): Promise<Removal | undefined> =>
  page.evaluate(() => (window as Window & { firstScreenRemoval?: Removal }).firstScreenRemoval);

/** The app is ready and has taken the first screen away (well before its 10 s fallback would). */
async function expectFirstScreenGone(page: Page): Promise<void> {
  await expect(page.locator('#first-screen')).toHaveCount(0, { timeout: 5_000 });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("an item page shows the listing's photo and title", async ({ page, request, copy }) => {
    const { itemId, title } = await listingWithPhotos(request);
    await page.goto(`/item/${itemId}`);
    const screen = page.locator('#first-screen');
    await expect(screen.locator('h1')).toHaveText(title);
    await expect(screen.locator('h1')).toBeVisible();
    const photo = screen.getByAltText(copy.browse.item.photoOf(title), { exact: true });
    await expect(photo).toBeVisible();
    // Drawn, not just a box: the browser fetched and decoded it.
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The search box on a phone (a wider screen's is left to the app).
    await firstScreenSearchBox(screen, copy);
    // None of it is the app's: that never ran.
    await expect(page.locator('#root')).toBeEmpty();
  });

  test("the home page shows the hero's heading", async ({ page, copy }) => {
    await page.goto('/');
    const heading = page.locator('#first-screen h1');
    await expect(heading).toHaveText(copy.messages.brand.tagline);
    await expect(heading).toBeVisible();
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** What a list page's first screen (a search's, a category's) shows where the app will: its first card's photo, its heading. */
interface ListScreen {
  src: string;
  photoBox: Box;
  headingBox: Box;
}

async function readListScreen(screen: Locator): Promise<ListScreen> {
  const firstPhoto = screen.locator('ul img').first();
  const src = (await firstPhoto.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/media\/i\/.+\.webp$/);
  return { src, photoBox: await boxOf(firstPhoto), headingBox: await boxOf(screen.locator('h1')) };
}

/**
 * Opens `address` with the app, which must put the first card's photo and the heading where `before`
 * had them, and take the first screen away only once its cards were drawn. Returns the app's root.
 */
async function expectListSwap(page: Page, address: string, before: ListScreen): Promise<Locator> {
  await page.addInitScript(recordFirstScreenRemoval);
  await page.goto(address);
  await expectFirstScreenGone(page);
  const root = page.locator('#root');
  expectSameBox(await boxOf(root.locator(`ul img[src="${before.src}"]`)), before.photoBox, "the first card's photo");
  expectSameBox(await boxOf(root.locator('h1')), before.headingBox, 'the heading');
  expect((await removalOf(page))?.photos).toContain(before.src);
  return root;
}

test.describe('with JavaScript', () => {
  test("the app's item page takes the first screen's place without a move, and takes it away once the listing shows", async ({ page, browser, request, copy }) => {
    const { itemId, title } = await listingWithPhotos(request);
    const address = `/item/${itemId}`;

    const before = await pageBeforeTheApp(browser);
    await before.goto(address);
    const screen = before.locator('#first-screen');
    const firstPhoto = screen.getByAltText(copy.browse.item.photoOf(title), { exact: true });
    const src = await firstPhoto.getAttribute('src');
    expect(src).toMatch(/^\/media\/i\/.+\.webp$/);
    const photoBox = await boxOf(firstPhoto);
    const headingBox = await boxOf(screen.locator('h1'));
    const searchBox = await firstScreenSearchBox(screen, copy);
    await before.context().close();

    await page.addInitScript(recordFirstScreenRemoval);
    await page.goto(address);
    await expectFirstScreenGone(page);
    const root = page.locator('#root');
    await expect(root.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    // The main view's photo (its thumbnail below has the same address).
    const photo = root.getByRole('img', { name: copy.browse.item.photoOf(title), exact: true });
    await expect(photo).toHaveAttribute('src', src ?? '');
    expectSameBox(await boxOf(photo), photoBox, 'the photo');
    expectSameBox(await boxOf(root.locator('h1')), headingBox, 'the title');
    if (searchBox) expectSameBox(await boxOf(headerSearch(root, copy)), searchBox, 'the search box');
    // Taken away only once the app's page had drawn the listing, never over nothing.
    const removal = await removalOf(page);
    expect(removal?.heading).toBe(title);
    expect(removal?.photos).toContain(src);
  });

  test("the app's home page takes the first screen's place without a move, and takes it away once it shows", async ({ page, browser, copy }) => {
    const before = await pageBeforeTheApp(browser);
    await before.goto('/');
    const screen = before.locator('#first-screen');
    await expect(screen.locator('h1')).toHaveText(copy.messages.brand.tagline);
    const headingBox = await boxOf(screen.locator('h1'));
    const searchBox = await firstScreenSearchBox(screen, copy);
    // The hero's search card, drawn with its boxes so the hero keeps its height (and its gradient's shade).
    const heroText = screen.getByPlaceholder(copy.messages.hero.searchPlaceholder, { exact: true });
    const heroTextBox = await boxOf(heroText);
    const heroLocationBox = await boxOf(screen.getByPlaceholder(copy.messages.hero.locationPlaceholder, { exact: true }));
    const heroDateBox = await boxOf(screen.locator('section input[type="date"]').last());
    await before.context().close();

    await page.addInitScript(recordFirstScreenRemoval);
    await page.goto('/');
    await expectFirstScreenGone(page);
    const root = page.locator('#root');
    expectSameBox(await boxOf(root.getByRole('heading', { level: 1, name: copy.messages.brand.tagline, exact: true })), headingBox, 'the heading');
    const heroSearch = root.getByRole('search', { name: copy.messages.hero.searchLabel });
    expectSameBox(await boxOf(heroSearch.getByRole('searchbox')), heroTextBox, "the hero's search box");
    expectSameBox(await boxOf(heroSearch.getByPlaceholder(copy.messages.hero.locationPlaceholder, { exact: true })), heroLocationBox, "the hero's location box");
    expectSameBox(await boxOf(heroSearch.locator('input[type="date"]').last()), heroDateBox, "the hero's last date box");
    if (searchBox) expectSameBox(await boxOf(headerSearch(root, copy)), searchBox, 'the search box');
    expect((await removalOf(page))?.heading).toBe(copy.messages.brand.tagline);
  });
});

test.describe('with JavaScript, a search', () => {
  test("the app's search page takes the first screen's place without a move, and takes it away once its results show", async ({ page, browser, request }) => {
    const { title } = await listingWithPhotos(request);
    // The listing's own words: its card is the first result.
    const address = `/search?q=${encodeURIComponent(title)}`;

    const before = await pageBeforeTheApp(browser);
    await before.goto(address);
    const screen = before.locator('#first-screen');
    const drawn = await readListScreen(screen);
    const datesBox = await boxOf(screen.locator('main form'));
    await before.context().close();

    const root = await expectListSwap(page, address, drawn);
    expectSameBox(await boxOf(root.locator('main form').filter({ has: page.locator('input[type="date"]') })), datesBox, 'the dates box');
  });
});

test.describe('with JavaScript, a near-me search', () => {
  test("the app's near-me row takes the place of the first screen's, so the results do not move", async ({ page, browser, request, copy }) => {
    const title = `Dome tent ${randomBytes(3).toString('hex')}`;
    await ownerWithListing(request, title, null, 2, 'cameras', 'Ravi Kumar', 'Kochi, Kerala');
    // A near-me search opened from a link: about 3 km from Kochi's point.
    const address = `/search?q=${encodeURIComponent(title)}&near=9.960,76.280&radiusKm=10`;

    const before = await pageBeforeTheApp(browser);
    await before.goto(address);
    const screen = before.locator('#first-screen');
    const drawn = await readListScreen(screen);
    const nearRow = await boxOf(screen.locator('main form + div'));
    await before.context().close();

    const root = await expectListSwap(page, address, drawn);
    // The row is the box around what the list is (near-me-panel.tsx), "Nearest first, within 10 km…".
    const summary = root.getByRole('status').filter({ hasText: copy.nearMe.summary.point(10) });
    expectSameBox(await boxOf(summary.locator('xpath=../..')), nearRow, 'the near-me row');
  });
});

test.describe('with JavaScript, a category', () => {
  test("the app's category page takes the first screen's place without a move, and takes it away once its listings show", async ({ page, browser, request }, testInfo) => {
    // The newest listing of a category no other test lists in, one for each project (they run side by
    // side), so it stays the first card between the two visits.
    const slug = testInfo.project.name.startsWith('phone') ? 'mobiles' : 'laptops';
    await ownerWithListing(request, `Tablet stand ${randomBytes(3).toString('hex')}`, null, 1, slug);
    const address = `/category/${slug}`;

    const before = await pageBeforeTheApp(browser);
    await before.goto(address);
    const screen = before.locator('#first-screen');
    const drawn = await readListScreen(screen);
    const count = screen.locator('h1 ~ p.font-medium');
    const countBox = await boxOf(count);
    const countText = (await count.textContent()) ?? '';
    await before.context().close();

    const root = await expectListSwap(page, address, drawn);
    expectSameBox(await boxOf(root.getByText(countText, { exact: true })), countBox, 'the count');
  });
});

test("a device whose stored language is the other one never shows the first screen, written in the browser's", async ({ browser, request, lang }) => {
  const { itemId } = await listingWithPhotos(request);
  const other: Locale = lang === 'en' ? 'hi' : 'en';
  for (const stored of [other, lang]) {
    const context = await browser.newContext();
    // The app's code never arrives, so the first screen stays: only the stylesheet decides whether it shows.
    await context.route('**/assets/*.js', (route) => route.abort());
    await context.addInitScript((locale) => localStorage.setItem('kiraya-locale', locale), stored);
    const page = await context.newPage();
    for (const address of ['/', `/item/${itemId}`]) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', stored);
      const screen = page.locator('#first-screen');
      await expect(screen, address).toHaveAttribute('lang', lang);
      if (stored === lang) await expect(screen.locator('h1'), address).toBeVisible();
      else await expect(screen, address).toHaveCSS('display', 'none');
    }
    await context.close();
  }
});
