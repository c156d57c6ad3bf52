/**
 * The browser as a device that loses its network: the service worker taking
 * control, the connection cut and restored, photos kept in the worker's media cache and drawn on the
 * page, and what the app says when it shows data from the device ("…saved N min ago") or has none
 * (an item never saved here).
 */
import { expect, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, testCopy } from '../copy.ts';

/** The worker's cache of photos (pwa/src/lib/media-cache.ts). */
const MEDIA_CACHE = 'kiraya-media';

export class OfflineDevice {
  private readonly copy = testCopy();
  /** The note on a list or a page drawn from the device while offline. */
  readonly savedNote: Locator;
  /** The whole-page message for an item this device never saved. */
  readonly unsavedItem: Locator;

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
  ) {
    // "You are offline. Showing what was saved 3 min ago.": the part before the age.
    const [savedNoteStart] = this.copy.browse.offline.savedAgo('\0').split('\0');
    this.savedNote = page.getByRole('status').filter({ hasText: new RegExp(`^${escapeRegExp(savedNoteStart!)}`) });
    this.unsavedItem = page.getByRole('main').locator('section').filter({
      has: page.getByRole('heading', { level: 1, name: this.copy.browse.item.offlineTitle, exact: true }),
    });
  }

  /** Waits until the service worker controls the page: from then on its requests go through the worker. */
  async expectWorkerInControl(): Promise<void> {
    await expect.poll(() => this.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  }

  /** The image is drawn: loaded, with real pixels (a broken or pending one has naturalWidth 0). */
  async expectImageShown(image: Locator): Promise<void> {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  }

  /** The image is drawn and the worker has kept the very file the page chose, for offline use. */
  async expectImageKept(image: Locator): Promise<void> {
    await this.expectImageShown(image);
    const url = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(url).toMatch(/\/media\//);
    await expect
      .poll(() => this.page.evaluate(async ([cacheName, src]) => Boolean(await (await caches.open(cacheName)).match(src)), [MEDIA_CACHE, url] as const))
      .toBe(true);
  }

  /**
   * Cuts the network for the page and its worker. The browser's HTTP cache is emptied first, so only
   * what the app itself kept (the worker's caches, Dexie, localStorage) can answer from here.
   */
  async goOffline(): Promise<void> {
    const cdp: CDPSession = await this.context.newCDPSession(this.page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await this.context.setOffline(true);
    // The page sees it too (the outbox and the screens listen for it).
    await expect.poll(() => this.page.evaluate(() => navigator.onLine)).toBe(false);
  }

  async goOnline(): Promise<void> {
    await this.context.setOffline(false);
    await expect.poll(() => this.page.evaluate(() => navigator.onLine)).toBe(true);
  }

  /** The note says the data shown is from the device, saved `age` ago ("just now", "31 min ago"). */
  async expectSaved(age: string | RegExp): Promise<void> {
    await expect(this.savedNote).toBeVisible();
    const text = typeof age === 'string' ? new RegExp(`saved ${age}\\.$`) : new RegExp(`saved ${age.source}\\.$`);
    await expect(this.savedNote).toHaveText(text);
  }

  /** "You are offline", why, and a way back home — not an error, not a blank page. */
  async expectUnsavedItem(): Promise<void> {
    await expect(this.unsavedItem).toBeVisible();
    await expect(this.unsavedItem).toContainText(this.copy.browse.item.offlineText);
    await expect(this.backHome()).toBeVisible();
  }

  backHome(): Locator {
    return this.unsavedItem.getByRole('link', { name: this.copy.browse.item.backHome, exact: true });
  }
}
