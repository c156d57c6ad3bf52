import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window, type Document } from 'happy-dom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@shared/limits.ts';
import { imageSrcSet, ITEM_CARD_PHOTO_SIZES, ITEM_PAGE_PHOTO_SIZES } from '@shared/media.ts';
import { messages } from '@shared/messages.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { heroMessages } from '@shared/messages/hero.ts';
import hindiBrowse from '@shared/messages/hi/browse.ts';
import hindiCategoryDescriptions from '@shared/messages/hi/category-descriptions.ts';
import hindiCategories from '@shared/messages/hi/categories.ts';
import hindiHero from '@shared/messages/hi/hero.ts';
import hindiMessages from '@shared/messages/hi/messages.ts';
import hindiNearMe from '@shared/messages/hi/near-me.ts';
import { nearMeMessages } from '@shared/messages/near-me.ts';
import { SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint.ts';
import { TOTAL_COUNT_HEADER, type Category, type Item } from '@shared/api.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { issueImages, putBytes } from '../../test/uploads.ts';
import { BUILD_MANIFEST } from '../../test/build-manifest.ts';

/** The build's shell as vite writes it: boot.js, then the entry's module script, the stylesheet, the root. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Kiraya</title>
    <script src="/boot.js"></script>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Css456.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ENTRY_SCRIPT = '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>';
/** The item route's chunks the entry does not load, as the manifest below has them. */
const ITEM_ROUTE_CHUNKS = ['/assets/item._id-5.js', '/assets/items-2.js', '/assets/format-3.js'];

describe.each(testDatabaseKinds)('first screens of the home, item and search pages on %s', (kind) => {
  let server: TestServer;
  const staticDir = mkdtempSync(path.join(tmpdir(), 'kiraya-first-screen-'));
  // Parses the pages as a browser would (happy-dom: the server's tests have no DOM of their own).
  const browser = new Window();
  const parse = (text: string): Document => new browser.DOMParser().parseFromString(text, 'text/html');

  beforeAll(async () => {
    mkdirSync(path.join(staticDir, 'assets'));
    mkdirSync(path.join(staticDir, '.vite'));
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(staticDir, 'assets', 'index-AbC123.js'), 'console.log("app");');
    writeFileSync(
      path.join(staticDir, '.vite', 'manifest.json'),
      JSON.stringify(BUILD_MANIFEST),
    );
    server = await startTestServer(kind, { staticDir });
  });
  afterAll(async () => {
    await browser.happyDOM.close();
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  /** A new listing titled `title` with `photos` uploaded photos, by a new owner. */
  const listing = async (title: string, photos: number) => {
    const { client: owner } = await signedInClient(server);
    const { cameras = '' } = await categoryIds(server);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    const id = randomUUID();
    const issued = photos ? await issueImages(owner, id, photos) : { uploadUrls: [], imageUrls: [] };
    for (const url of issued.uploadUrls) expect((await putBytes(owner, url, jpeg, 'image/jpeg')).status).toBe(200);
    const created = await owner.post('/api/items', newListing(cameras, { id, title, imageUrls: issued.imageUrls }));
    expect(created.status, created.text).toBe(201);
    return { owner, id, photo: issued.imageUrls[0] ?? '' };
  };

  const page = async (address: string, headers: Record<string, string> = {}) => {
    const response = await server.client().get(address, { accept: 'text/html', 'accept-language': 'en-IN,en;q=0.9', ...headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    return { text: response.text, link: response.headers.get('link'), vary: response.headers.get('vary') ?? '', document: parse(response.text) };
  };

  const TITLE = `<b>Tent</b> & "co" $& $'`;

  it("writes an item page's photo and title into the shell, before the root, and leaves its code to boot.js", async () => {
    const { id, photo } = await listing(TITLE, 2);
    const { text, link, vary, document } = await page(`/item/${id}`);

    const screen = document.getElementById('first-screen');
    expect(screen?.getAttribute('data-page')).toBe('item');
    expect(screen?.getAttribute('lang')).toBe('en');
    expect(screen?.hasAttribute('inert')).toBe(true);
    // A picture of the page: the app's page is what screen readers (and tests by role) meet.
    expect(screen?.getAttribute('aria-hidden')).toBe('true');
    expect(screen?.nextElementSibling?.id).toBe('root');
    // Written for this browser's language and sign-in hint: a cache must not give it to another.
    expect(vary).toMatch(/Accept-Language/i);
    expect(vary).toMatch(/Cookie/i);
    // The title is text, escaped once: no <b> of its own, and its dollar signs as typed.
    expect(screen?.querySelector('h1')?.textContent).toBe(TITLE);
    expect(screen?.querySelector('b')).toBeNull();
    expect(text).toContain('&lt;b&gt;Tent&lt;/b&gt; &amp; &quot;co&quot; $&amp; $&#39;</h1>');

    // The photo as the item page draws it, and as the Link header preloads it.
    const img = screen?.querySelectorAll('img');
    expect(img).toHaveLength(1);
    const [photoLink, apiLink, ...others] = (link ?? '').split(/, (?=<)/);
    expect(others).toEqual([]);
    expect(photoLink).toBe(`<${photo}>; rel=preload; as=image; fetchpriority=high; imagesrcset="${imageSrcSet(photo)}"; imagesizes="${ITEM_PAGE_PHOTO_SIZES}"`);
    expect(img?.[0]?.getAttribute('src')).toBe(photo);
    expect(img?.[0]?.getAttribute('srcset')).toBe(imageSrcSet(photo));
    expect(img?.[0]?.getAttribute('sizes')).toBe(ITEM_PAGE_PHOTO_SIZES);
    expect(img?.[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.[0]?.getAttribute('alt')).toBe(browseMessages.item.photoOf(TITLE));
    // Two photos: the thumbnail strip's boxes keep the title where the app puts it.
    expect(screen?.querySelectorAll('main ul li')).toHaveLength(2);

    // The code: out of the HTML and the Link header, named by the meta boot.js reads.
    expect(apiLink).toBe(`</api/items/${id}>; rel=preload; as=fetch; crossorigin`);
    expect(link).not.toContain('modulepreload');
    expect(text).not.toContain('<script type="module"');
    expect(text).not.toContain('modulepreload');
    const app = document.querySelector('head meta[name="kiraya-app"]');
    expect(app?.getAttribute('content')).toBe('/assets/index-AbC123.js');
    expect(app?.getAttribute('data-preload')).toBe(ITEM_ROUTE_CHUNKS.join(' '));
    // The rest of the shell as built.
    expect(document.querySelector('script[src="/boot.js"]')).not.toBeNull();
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/index-Css456.css');
    expect(document.querySelectorAll('#root')).toHaveLength(1);
  });

  it("writes a listing without photos with its title and no photo", async () => {
    const { id } = await listing('Camping stove', 0);
    const { link, document } = await page(`/item/${id}`);
    expect(document.querySelector('#first-screen h1')?.textContent).toBe('Camping stove');
    expect(document.querySelector('#first-screen img')).toBeNull();
    expect(document.querySelector('#first-screen main ul')).toBeNull();
    expect(link).toBe(`</api/items/${id}>; rel=preload; as=fetch; crossorigin`);
  });

  it("writes the first screen in the visitor's first language Kiraya speaks", async () => {
    const { id } = await listing(TITLE, 1);
    const { document } = await page(`/item/${id}`, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    const screen = document.getElementById('first-screen');
    expect(screen?.getAttribute('lang')).toBe('hi');
    // The page says so too, for a browser that does not run boot.js (JavaScript off).
    expect(document.documentElement.getAttribute('lang')).toBe('hi');
    expect(screen?.querySelector('img')?.getAttribute('alt')).toBe(hindiBrowse.item.photoOf(TITLE));
    expect(screen?.querySelector('input[type="search"]')?.getAttribute('placeholder')).toBe(hindiMessages.header.searchPlaceholder);
    // A language Kiraya does not speak first: the next one it does.
    const marathiFirst = await page(`/item/${id}`, { 'accept-language': 'mr-IN,mr;q=0.9,hi;q=0.8,en;q=0.7' });
    expect(marathiFirst.document.getElementById('first-screen')?.getAttribute('lang')).toBe('hi');
    const english = await page(`/item/${id}`, { 'accept-language': 'en-GB,en;q=0.9,hi;q=0.8' });
    expect(english.document.querySelector('#first-screen img')?.getAttribute('alt')).toBe(browseMessages.item.photoOf(TITLE));
  });

  it("writes the home page's heading, in the visitor's language, and preloads nothing", async () => {
    const english = await page('/');
    expect(english.document.getElementById('first-screen')?.getAttribute('data-page')).toBe('home');
    expect(english.document.querySelector('#first-screen main h1')?.textContent).toBe(messages.brand.tagline);
    expect(english.document.querySelector('#first-screen + #root')).not.toBeNull();
    expect(english.text).not.toContain('<script type="module"');
    expect(english.document.querySelector('meta[name="kiraya-app"]')?.getAttribute('content')).toBe('/assets/index-AbC123.js');
    expect(english.link).toBeNull();
    const hindi = await page('/', { 'accept-language': 'hi' });
    expect(hindi.document.getElementById('first-screen')?.getAttribute('lang')).toBe('hi');
    expect(hindi.document.querySelector('#first-screen main h1')?.textContent).toBe(hindiMessages.brand.tagline);
    // The hero's search card with its boxes, in the page's language, and nothing in it that submits.
    const placeholders = (document: Document) => [...document.querySelectorAll('#first-screen main input')].map((input) => input.getAttribute('placeholder'));
    expect(placeholders(english.document)).toEqual([heroMessages.searchPlaceholder, heroMessages.locationPlaceholder, null, null]);
    expect(placeholders(hindi.document)).toEqual([hindiHero.searchPlaceholder, hindiHero.locationPlaceholder, null, null]);
    expect(hindi.document.querySelector('#first-screen main')?.textContent).toContain(hindiHero.searchButton);
    expect(english.document.querySelectorAll('#first-screen main form, #first-screen button')).toHaveLength(0);
  });

  it('answers a listing that is gone, and every other page, with the shell as built', async () => {
    const { owner, id } = await listing('Tent for two', 1);
    expect((await owner.request('DELETE', `/api/items/${id}`)).status).toBe(204);
    for (const address of [`/item/${id}`, `/item/${randomUUID()}`]) {
      const { text, link } = await page(address);
      expect(text, address).toBe(INDEX_HTML);
      expect(text).toContain(ENTRY_SCRIPT);
      // Without a first screen the route's code is preloaded beside the entry as before.
      expect(link, address).toContain(ITEM_ROUTE_CHUNKS.map((chunk) => `<${chunk}>; rel=modulepreload`).join(', '));
    }
    // A search that finds nothing (its page says so) or that the server would refuse (too long).
    const nothing = `/search?q=${randomUUID()}`;
    const tooLong = `/search?q=${'a'.repeat(limits.searchTextMax + 1)}`;
    // A category's near-me list (its first page would be other listings than the app shows), in a
    // category with a listing to show.
    await listing('Tent for three', 1);
    const nearMe = '/category/cameras?near=18.520,73.856';
    for (const address of [nothing, tooLong, '/dashboard', `/category/no-such-${randomUUID()}`, '/item/123', nearMe]) {
      const { text } = await page(address);
      expect(text, address).toBe(INDEX_HTML);
    }
    // An address whose point is not one is the category's own list, as the app reads it.
    expect((await page('/category/cameras?near=north')).document.getElementById('first-screen')?.getAttribute('data-page')).toBe('category');
  });

  it("writes a search page's heading, dates and first results' photos, the photos as the Link header preloads them", async () => {
    const word = `lantern${randomUUID().slice(0, 8)}`;
    await listing(`Brass ${word} <i>one</i>`, 1);
    await listing(`Paper ${word}`, 1);
    await listing(`Glass ${word}`, 0);
    const { link, document } = await page(`/search?q=${word}`);
    const screen = document.getElementById('first-screen');
    expect(screen?.getAttribute('data-page')).toBe('search');
    expect(screen?.querySelector('h1')?.textContent).toBe(browseMessages.search.resultsTitle);
    expect(screen?.querySelector('h1 + p')?.textContent).toBe(browseMessages.search.showingResultsFor(word));
    expect(screen?.querySelector('header + div input[type="search"]')?.getAttribute('value')).toBe(word);
    expect(screen?.querySelector('a[href="/search"]')?.textContent).toBe(browseMessages.search.clearFilter);
    expect(screen?.querySelector('form h2')?.textContent).toBe(calendarMessages.search.dates);
    // The first two results, in the page's order; a card without a photo keeps the photo's box.
    const titles = [`Brass ${word} <i>one</i>`, `Paper ${word}`, `Glass ${word}`];
    const cards = [...(screen?.querySelectorAll('ul > li article') ?? [])].map((card) => ({
      title: card.querySelector('h2')?.textContent ?? '',
      photo: card.querySelector('img'),
    }));
    expect(cards).toHaveLength(2);
    for (const { title, photo } of cards) {
      expect(titles).toContain(title);
      // Glass was listed without a photo.
      expect(photo === null, title).toBe(title.startsWith('Glass'));
    }
    for (const photo of cards.flatMap(({ photo }) => (photo ? [photo] : []))) {
      expect(photo.getAttribute('sizes')).toBe(ITEM_CARD_PHOTO_SIZES);
      expect(link).toContain(`<${photo.getAttribute('src') ?? 'none'}>; rel=preload; as=image`);
    }
    expect(link).not.toContain('rel=modulepreload');
    // In Hindi, with the dates as the address has them.
    const from = '2099-01-10';
    const hindi = await page(`/search?q=${word}&from=${from}&to=2099-01-12`, { 'accept-language': 'hi-IN,hi;q=0.9' });
    const hindiScreen = hindi.document.getElementById('first-screen');
    expect(hindiScreen?.querySelector('h1')?.textContent).toBe(hindiBrowse.search.resultsTitle);
    expect(hindiScreen?.querySelector('input[type="date"]')?.getAttribute('value')).toBe(from);
  });

  it("writes a near-me search's row (what the list is, its distance, Turn off) between the dates and the results, as the app does", async () => {
    const word = `kettle${randomUUID().slice(0, 8)}`;
    // Listed in Pune, as every listing of these tests; the point is Pune's.
    await listing(`Copper ${word}`, 1);
    const near = '18.520,73.856';
    const { document } = await page(`/search?q=${word}&near=${near}&radiusKm=50`);
    const screen = document.getElementById('first-screen');
    expect(screen?.querySelectorAll('ul > li article')).toHaveLength(1);
    const row = screen?.querySelector('main form + div');
    expect(row?.nextElementSibling?.tagName).toBe('UL');
    // A link opened from elsewhere names the point, not its place, as the app's page does then.
    expect(row?.querySelector('p')?.textContent).toBe(nearMeMessages.summary.point(50));
    expect(row?.querySelector('label')?.textContent).toBe(nearMeMessages.radius);
    expect([...(row?.querySelectorAll('option') ?? [])].map((option) => option.textContent)).toEqual([5, 10, 25, 50, 100].map(nearMeMessages.radiusOption));
    expect(row?.querySelector('option[selected]')?.textContent).toBe(nearMeMessages.radiusOption(50));
    const turnOff = row?.querySelector('a');
    expect(turnOff?.getAttribute('aria-label')).toBe(nearMeMessages.turnOffLabel);
    expect(turnOff?.textContent).toBe(nearMeMessages.turnOff);
    // The same search everywhere.
    expect(turnOff?.getAttribute('href')).toBe(`/search?q=${word}`);
    // Without near-me there is no such row: the results follow the dates.
    const plain = await page(`/search?q=${word}`);
    expect(plain.document.querySelector('#first-screen main form')?.nextElementSibling?.tagName).toBe('UL');
    // In Hindi, at the distance an address without one gets.
    const hindi = await page(`/search?q=${word}&near=${near}`, { 'accept-language': 'hi-IN,hi;q=0.9' });
    const hindiRow = hindi.document.querySelector('#first-screen main form + div');
    expect(hindiRow?.querySelector('p')?.textContent).toBe(hindiNearMe.summary.point(25));
    expect(hindiRow?.querySelector('option[selected]')?.textContent).toBe(hindiNearMe.radiusOption(25));
  });

  it("writes a category page's name, description, count and first listings' photos, the photos as the Link header preloads them", async () => {
    const word = `stove${randomUUID().slice(0, 8)}`;
    await listing(`Camp ${word}`, 1);
    await listing(`Gas ${word}`, 1);
    const category = (await server.client().get('/api/categories/cameras')).json as Category;
    const { link, document } = await page('/category/cameras');
    // The first page of the category as the app asks for it (category-items.tsx): newest first.
    const list = await server.client().get(`/api/items/category/${category.id}?limit=24`);
    const items = list.json as Item[];
    const total = Number(list.headers.get(TOTAL_COUNT_HEADER));
    expect(items.slice(0, 2).map((item) => item.title)).toEqual([`Gas ${word}`, `Camp ${word}`]);

    const screen = document.getElementById('first-screen');
    expect(screen?.getAttribute('data-page')).toBe('category');
    expect(screen?.querySelector('a[href="/#browse"]')?.textContent).toBe(browseMessages.category.back);
    expect(screen?.querySelector('h1')?.textContent).toBe(category.name);
    expect(screen?.querySelector('h1 + p')?.textContent).toBe(category.description);
    expect(screen?.querySelector('h1 ~ p.font-medium')?.textContent).toBe(browseMessages.category.count(total));
    const cards = [...(screen?.querySelectorAll('ul > li article') ?? [])];
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([`Gas ${word}`, `Camp ${word}`]);
    for (const [index, card] of cards.entries()) {
      const photo = card.querySelector('img');
      expect(photo?.getAttribute('src')).toBe(items[index]?.imageUrls[0]);
      expect(photo?.getAttribute('sizes')).toBe(ITEM_CARD_PHOTO_SIZES);
      expect(link).toContain(`<${photo?.getAttribute('src') ?? 'none'}>; rel=preload; as=image`);
    }
    expect(link).not.toContain('rel=modulepreload');

    // In Hindi: the category's Hindi name and description, and the count in Hindi.
    const hindi = (await page('/category/cameras', { 'accept-language': 'hi-IN,hi;q=0.9' })).document.getElementById('first-screen');
    expect(hindi?.querySelector('h1')?.textContent).toBe(hindiCategories.names['cameras']);
    expect(hindi?.querySelector('h1 + p')?.textContent).toBe(hindiCategoryDescriptions.descriptions['cameras']);
    expect(hindi?.querySelector('h1 ~ p.font-medium')?.textContent).toBe(hindiBrowse.category.count(total));
    expect(hindi?.querySelector('a[href="/#browse"]')?.textContent).toBe(hindiBrowse.category.back);
  });

  it("draws the header's logo as the app does for a visitor the signed-in hint says is signed in", async () => {
    const { id } = await listing('Tent for four', 1);
    const nameClass = async (cookie: string | undefined) => {
      const { document } = await page(`/item/${id}`, cookie ? { cookie } : {});
      return document.querySelector('#first-screen header a[href="/"] span')?.className ?? '';
    };
    expect(await nameClass(undefined)).toContain('max-[349px]:sr-only');
    expect(await nameClass(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1`)).toContain('max-[439px]:sr-only');
    expect(await nameClass(`${SIGNED_IN_HINT_COOKIE}=1`)).not.toContain('max-[349px]:sr-only');
    // A session cookie alone is no hint.
    expect(await nameClass('kiraya.sid=abc')).toContain('max-[349px]:sr-only');
  });
});
