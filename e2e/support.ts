/** Helpers shared by the end-to-end specs: unique accounts, created through the real API when needed. */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Message } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { LOCALE_STORAGE_KEY, type Locale } from '../shared/src/locale.ts';
import { E2E_ADMIN } from './admin-account.ts';
import type { Account } from './page-models/auth-dialog.ts';

/**
 * Container-only MP4 and WebM files (a real `ftyp` box, a real EBML header, filler for frames): the
 * server accepts them, a browser cannot play them. The same builder the server's tests use.
 */
export { mp4File, webmFile } from '../sync-server/src/test/video-samples.ts';

export function newAccount(): Account {
  const tag = randomBytes(4).toString('hex');
  return { fullName: 'Meera Iyer', username: `meera_${tag}`, email: `meera_${tag}@example.in`, password: 'chai-and-rain-42' };
}

/** Registers an account from outside the browser, so the browser starts signed out. */
export async function registerAccount(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/register', { data: account });
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
}

/** Real 64×48 photos (made with sharp once), so the server's image pipeline accepts them as uploads. */
export const SAMPLE_JPEG = Buffer.from('/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwAEADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCcBSpwAAAAAAAAAAAAAAAAAAAAAB//2Q==', 'base64');
export const SAMPLE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SwQ0AQRCC7I2HbV6pVwaZrAkFgDF8PU10AxZQfUV2od4lugELqL4iu1DvEt2ABVRfkV2od4luwAKqr8gu1LtEN2AB1VdkF+pdohuwgOorsgv1LtENWED1FdmFepfoBiyg+orsQr1LdAMWUH1FdqHeJboBjwf8BEL4xDXKeToAAAAASUVORK5CYII=', 'base64');

/** Uploads photos for a listing as the account signed in on `request`. */
export async function uploadPhotos(request: APIRequestContext, itemId: string, count: number): Promise<string[]> {
  const issued = await request.post('/api/upload/images', { data: { imageCount: count, itemId } });
  if (issued.status() !== 200) throw new Error(`upload URLs refused: ${issued.status()} ${await issued.text()}`);
  const { uploadUrls } = (await issued.json()) as { uploadUrls: string[] };
  const urls: string[] = [];
  for (const [index, url] of uploadUrls.entries()) {
    const response = await request.put(url, {
      data: index % 2 ? SAMPLE_PNG : SAMPLE_JPEG,
      headers: { 'content-type': index % 2 ? 'image/png' : 'image/jpeg' },
    });
    if (response.status() !== 200) throw new Error(`upload refused: ${response.status()} ${await response.text()}`);
    urls.push(((await response.json()) as { imageUrl: string }).imageUrl);
  }
  return urls;
}

/**
 * A real, playable WebM video (VP8, 160×120, about half a second of changing colours), recorded in the
 * page's own browser from a canvas, so the listing form's compression can decode and re-encode it.
 */
export async function recordWebm(page: Page, frames = 24): Promise<Buffer> {
  const base64 = await page.evaluate(async (frameCount) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    // One drawing per animation frame: the capture takes a frame each time the canvas changes.
    for (let frame = 0; frame < frameCount; frame += 1) {
      context.fillStyle = `hsl(${(frame * 15) % 360} 70% 45%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#fff';
      context.fillText(`frame ${frame}`, 52, 64);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, frames);
  return Buffer.from(base64, 'base64');
}

/**
 * A listing made through the API by a new owner (signed in on `request`, named `fullName`), with
 * `photos` real photos, at `location` (a city of the list gives the listing that city's point).
 */
export async function ownerWithListing(
  request: APIRequestContext,
  title: string,
  contactPhone: string | null = '+919876543210',
  photos = 0,
  categorySlug = 'cameras',
  fullName = 'Ravi Kumar',
  location = 'Pune, Maharashtra',
) {
  const owner = { ...newAccount(), fullName };
  await registerAccount(request, owner);
  const categories = (await (await request.get('/api/categories')).json()) as { id: string; slug: string }[];
  const id = randomUUID();
  const imageUrls = photos ? await uploadPhotos(request, id, photos) : [];
  const response = await request.post('/api/items', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      id,
      title,
      description: 'Two batteries, a bag and a 64 GB card.',
      categoryId: categories.find((category) => category.slug === categorySlug)?.id,
      isNegotiable: false,
      price: '800',
      priceUnit: 'day',
      location,
      contactPhone,
      imageUrls,
      videoUrl: null,
    },
  });
  expect(response.status()).toBe(201);
  return { owner, itemId: ((await response.json()) as { id: string }).id };
}

/** A renter (in a browser context of their own) writes to a listing's owner, and with `book` asks to book it; the conversation's id. */
export async function renterGetsInTouch(browser: Browser, itemId: string, { book = false } = {}): Promise<string> {
  const context = await browser.newContext();
  const renter = { ...newAccount(), fullName: 'Meera Iyer' };
  await registerAccount(context.request, renter);
  const idempotent = { 'Idempotency-Key': randomUUID() };
  const sent = await context.request.post('/api/messages', {
    headers: idempotent,
    data: { itemId, name: renter.fullName, email: renter.email, phone: '+919812345678', message: 'Is it free this Saturday?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  // Read before the context closes: its responses go with it.
  const { conversationId } = (await sent.json()) as Message;
  if (book) {
    const today = todayInIndia();
    const booked = await context.request.post('/api/bookings', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: { itemId, startDate: addDays(today, 7), endDate: addDays(today, 9), message: 'For a wedding in Pune.' },
    });
    expect(booked.status(), await booked.text()).toBe(201);
  }
  await context.close();
  return conversationId;
}

/**
 * Signs `page` in as the tests' administrator (e2e/admin-account.ts), speaking `locale`. That account
 * is shared by specs running side by side: a device with a language of its own tells the account it
 * as chosen, and a device without one offers the account's chosen language in a prompt over the page
 * (features/language/use-language-sync.ts). So this device is given its language, and the account is
 * not told it, which would put that prompt on the other specs' pages.
 */
export async function signInAsAdmin(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [LOCALE_STORAGE_KEY, locale] as const);
  await page.route('**/api/users/*/locale', (route) => route.abort());
  const signedIn = await page.request.post('/api/login/email', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  expect(signedIn.status()).toBe(200);
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
