import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { limits } from '@shared/limits.ts';
import type { Item } from '@shared/api.ts';
import { ITEM_CARD_PHOTO_SIZES, ITEM_PAGE_PHOTO_SIZES } from '@shared/media.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { newListing } from '../test/factories.ts';
import { categoryIds, signedInClient } from '../test/signed-in.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { issueImages, issueVideo, putBytes } from '../test/uploads.ts';
import { mp4File } from '../test/video-samples.ts';
import { BUILD_MANIFEST } from '../test/build-manifest.ts';

describe('serving the built PWA', () => {
  let server: TestServer;
  let unbuilt: TestServer;
  const staticDir = mkdtempSync(path.join(tmpdir(), 'kiraya-static-'));

  beforeAll(async () => {
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Kiraya</title><div id="root"></div>');
    writeFileSync(path.join(staticDir, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {});');
    mkdirSync(path.join(staticDir, '.vite'));
    writeFileSync(
      path.join(staticDir, '.vite', 'manifest.json'),
      JSON.stringify(BUILD_MANIFEST),
    );
    server = await startTestServer('pglite', { staticDir });
    unbuilt = await startTestServer('pglite', { staticDir: path.join(staticDir, 'missing') });
  });
  afterAll(async () => {
    await server.close();
    await unbuilt.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year as immutable, compressed', async () => {
    const response = await server.client().get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('sends a file as it is to a client that refuses every encoding, plain included, never a 500', async () => {
    for (const acceptEncoding of ['identity;q=0', '*;q=0', 'zstd, identity;q=0']) {
      const answer = await new Promise<{ status: number | undefined; encoding: string | undefined; length: number }>((resolve, reject) => {
        get(`${server.url}/assets/index-AbC123.js`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          let length = 0;
          response.on('data', (chunk: Buffer) => (length += chunk.length));
          response.on('end', () => resolve({ status: response.statusCode, encoding: response.headers['content-encoding'], length }));
        }).on('error', reject);
      });
      expect(answer, acceptEncoding).toEqual({ status: 200, encoding: undefined, length: 4000 + 'console.log("");'.length });
    }
  });

  it('never lets index.html or the service worker be cached without revalidation', async () => {
    for (const file of ['/', '/index.html', '/sw.js']) {
      const response = await server.client().get(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers a repeat request for an unchanged file with 304', async () => {
    const first = await server.client().get('/sw.js');
    const lastModified = first.headers.get('last-modified') ?? '';
    // node:http, because fetch adds Cache-Control: no-cache to any conditional request.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(`${server.url}/sw.js`, { headers: { 'if-modified-since': lastModified } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('answers any page path with the app shell, whose router shows the page or the 404 page', async () => {
    for (const page of ['/dashboard', '/item/123', '/some/unknown/page']) {
      const response = await server.client().get(page, { accept: 'text/html' });
      expect(response.status).toBe(200);
      expect(response.text).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  /** A new owner, and a way to list as them with `photos` uploaded photos (and a video), titled `title`. */
  const lister = async () => {
    const { client: owner } = await signedInClient(server);
    const { cameras = '' } = await categoryIds(server);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    const list = async (photos: number, video = false, title?: string) => {
      const id = randomUUID();
      const issued = photos ? await issueImages(owner, id, photos) : { uploadUrls: [], imageUrls: [] };
      for (const url of issued.uploadUrls) expect((await putBytes(owner, url, jpeg, 'image/jpeg')).status).toBe(200);
      let videoUrl: string | null = null;
      if (video) {
        const upload = await issueVideo(owner, id, mp4File());
        expect((await putBytes(owner, upload.uploadUrl, mp4File(), 'video/mp4')).status).toBe(200);
        videoUrl = upload.videoUrl;
      }
      const created = await owner.post('/api/items', newListing(cameras, { id, imageUrls: issued.imageUrls, videoUrl, ...(title ? { title } : {}) }));
      expect(created.status, created.text).toBe(201);
      return { id, first: issued.imageUrls[0] ?? '' };
    };
    return { owner, list };
  };

  it("answers an item page with a preload of the photo it shows first, in the sizes its <img> asks for", async () => {
    const { owner, list } = await lister();
    // The photo's preload comes first; the page's API call and code follow (the next tests).
    const photoLinkOf = async (page: string) => {
      const link = (await server.client().get(page, { accept: 'text/html' })).headers.get('link') ?? '';
      return link.includes('rel=preload; as=image') ? link.split(', <')[0] : null;
    };

    const withPhotos = await list(2);
    const base = withPhotos.first.replace(/\.webp$/, '');
    expect(await photoLinkOf(`/item/${withPhotos.id}`)).toBe(
      `<${withPhotos.first}>; rel=preload; as=image; fetchpriority=high; imagesrcset="${base}-400.webp 400w, ${base}-800.webp 800w, ${withPhotos.first} 1600w"; imagesizes="${ITEM_PAGE_PHOTO_SIZES}"`,
    );
    // Nothing to preload: no photo, a video shown first, a deleted listing, an unknown or malformed id, another page.
    const withoutPhotos = await list(0);
    const withVideo = await list(1, true);
    const deleted = await list(1);
    expect((await owner.request('DELETE', `/api/items/${deleted.id}`)).status).toBe(204);
    for (const page of [`/item/${withoutPhotos.id}`, `/item/${withVideo.id}`, `/item/${deleted.id}`, `/item/${randomUUID()}`, '/item/123', `/item/${withPhotos.id}/edit`, '/']) {
      expect(await photoLinkOf(page), page).toBeNull();
    }
  });

  it("answers a landing page with preloads of its first API call and its route's code that the entry does not bring, and no other page", async () => {
    const linkOf = async (page: string) => (await server.client().get(page, { accept: 'text/html' })).headers.get('link');
    const modules = (...files: string[]) => files.map((file) => `</assets/${file}>; rel=modulepreload`).join(', ');
    // A search with no results: no photos to preload (the next tests have those).
    const searchCall = '</api/items?q=zzyzx&limit=24>; rel=preload; as=fetch; crossorigin';
    expect(await linkOf('/search?q=zzyzx')).toBe(`${searchCall}, ${modules('search-4.js', 'items-2.js', 'format-3.js')}`);
    // A category with no listings to show (the first-screen tests have one with photos).
    expect(await linkOf(`/category/none-${randomUUID()}`)).toBe(modules('category._slug-6.js'));
    const id = randomUUID();
    expect(await linkOf(`/item/${id}`)).toBe(`</api/items/${id}>; rel=preload; as=fetch; crossorigin, ${modules('item._id-5.js', 'items-2.js', 'format-3.js')}`);
    for (const page of ['/', '/dashboard', '/search/more', '/item/x/edit']) expect(await linkOf(page), page).toBeNull();
  });

  it("preloads a search page's results at the address the page asks for, and none for a search the server would refuse", async () => {
    const apiCallOf = async (page: string) => /<(\/api\/[^>]+)>; rel=preload; as=fetch/.exec((await server.client().get(page, { accept: 'text/html' })).headers.get('link') ?? '')?.[1];
    expect(await apiCallOf('/search?q=%20red%20bike%20&location=Pune&filter=popular')).toBe('/api/items?q=red+bike&location=Pune&filter=popular&limit=24');
    // Half a date range, an unknown filter and a blank query count as not given, as on the page.
    expect(await apiCallOf('/search?q=&from=2030-01-02&filter=cheapest')).toBe('/api/items?limit=24');
    expect(await apiCallOf('/search?from=2030-01-02&to=2030-01-05')).toBe('/api/items?from=2030-01-02&to=2030-01-05&limit=24');
    expect(await apiCallOf(`/search?q=${'x'.repeat(limits.searchTextMax + 1)}`)).toBeUndefined();
    // The preloaded address answers as the page expects.
    const answer = await server.client().get('/api/items?q=red+bike&location=Pune&filter=popular&limit=24');
    expect(answer.status, answer.text).toBe(200);
  });

  it("answers a search page with preloads of its first results' photos, in the sizes its cards ask for", async () => {
    const word = `quokka${randomUUID().slice(0, 8)}`;
    const { list } = await lister();
    await list(1, false, `${word} tent`);
    await list(0, false, `${word} stove`);
    await list(2, false, `${word} lamp`);
    const page = `/search?q=${word}`;
    const link = (await server.client().get(page, { accept: 'text/html' })).headers.get('link') ?? '';
    const results = (await server.client().get(`/api/items?q=${word}&limit=24`)).json as Item[];
    // The first two results are the first row of cards on a phone; only those with a photo are preloaded.
    const expected = results.slice(0, 2).flatMap((item) => (item.imageUrls[0] ? [item.imageUrls[0]] : []));
    expect(expected.length).toBeGreaterThan(0);
    const preloaded = [...link.matchAll(/<(\/media\/[^>]+)>; rel=preload; as=image; fetchpriority=high; imagesrcset="[^"]+"; imagesizes="([^"]+)"/g)];
    expect(preloaded.map((match) => match[1])).toEqual(expected);
    expect(new Set(preloaded.map((match) => match[2]))).toEqual(new Set([ITEM_CARD_PHOTO_SIZES]));
    // A search the list call refuses (dates in the past) still gets its page, with no photos to preload.
    const refused = await server.client().get(`${page}&from=2020-01-01&to=2020-01-03`, { accept: 'text/html' });
    expect(refused.status).toBe(200);
    expect(refused.headers.get('link') ?? '').not.toContain('as=image');
  });

  it("answers a landing search's preloaded call with the page its photos were read from, not a second search", async () => {
    const word = `wombat${randomUUID().slice(0, 8)}`;
    const { list } = await lister();
    const listed = [await list(1, false, `${word} tent`), await list(1, false, `${word} stove`)];
    const ids = (answer: { json: unknown }) => (answer.json as Item[]).map((item) => item.id).sort();
    const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);
    const dates = `from=${day(10)}&to=${day(12)}`;
    /** The landing page of this search, then its preloaded call once the first listing has gone. */
    const preloadedAfterTakingAway = async (query: string) => {
      await server.db.knex('items').whereIn('id', listed.map(({ id }) => id)).update({ deleted_at: null });
      expect((await server.client().get(`/search?${query}`, { accept: 'text/html' })).headers.get('link')).toContain('as=image');
      // Taken away behind the app's back (no listing write the cache would hear of): a new search no longer finds it.
      await server.db.knex('items').where({ id: listed[0]?.id }).update({ deleted_at: new Date() });
      const preloaded = await server.client().get(`/api/items?${query}&limit=24`);
      expect(preloaded.status, preloaded.text).toBe(200);
      return preloaded;
    };
    const textSearch = `q=${word}`;
    expect(ids(await preloadedAfterTakingAway(textSearch)), textSearch).toEqual(listed.map(({ id }) => id).sort());
    expect(ids(await server.client().get(`/api/items?${textSearch}&limit=23`)), textSearch).toEqual([listed[1]?.id]);
    // A date search is never kept: bookings change its answer without a listing write.
    const dateSearch = `q=${word}&${dates}`;
    expect(ids(await preloadedAfterTakingAway(dateSearch)), dateSearch).toEqual([listed[1]?.id]);
  });

  it('answers a missing asset with 404 rather than the shell, and never serves files outside the build', async () => {
    expect((await server.client().get('/assets/missing-123.js', { accept: '*/*' })).status).toBe(404);
    const traversal = await server.client().get('/..%2f..%2fetc%2fpasswd', { accept: '*/*' });
    expect(traversal.text).not.toContain('root:');
  });

  it('answers unknown API paths with JSON, never the shell', async () => {
    const response = await server.client().get('/api/unknown', { accept: 'text/html' });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ code: 'not-found' });
  });

  it('explains what to do when the app has not been built', async () => {
    const response = await unbuilt.client().get('/', { accept: 'text/html' });
    expect(response.status).toBe(503);
    expect(response.text).toBe(serverMessages.errors.notBuilt);
  });
});
