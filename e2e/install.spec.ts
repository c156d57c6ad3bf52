/**
 * Installing and updating Kiraya on the production build: the manifest, the service worker starting the
 * app offline, "Install app" and the instructions for browsers without an install dialog, and the update
 * prompt after a new build is deployed (two real builds, swapped under a server of its own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { NEXT_CURSOR_HEADER, type Item } from '@shared/api.ts';
import { AppInstall } from './page-models/app-install.ts';
import { showColorScheme } from './page-models/color-scheme.ts';
import { ListingForm } from './page-models/listing-form.ts';
import { freePort, newAccount, registerAccount } from './support.ts';

// The service worker stays on here (installing and updating are the service worker's); the other specs block it.
test.use({ serviceWorkers: 'allow' });

const root = path.resolve(import.meta.dirname, '..');
/**
 * Set, the runs save the menus, the instructions and the update prompt there, in light and dark,
 * named after the project (phone is 390×844).
 */
const shotsDir = process.env.INSTALL_SHOTS_DIR;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Saves the page in light and in dark (the theme follows the system until the user picks one). */
async function screenshots(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await showColorScheme(page, colorScheme);
    // Colour transitions are finished at once, so the shot shows the theme, not half of it.
    await page.screenshot({ path: path.join(shotsDir, `${test.info().project.name}-${name}-${colorScheme}.png`), animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const controllingWorker = (page: Page): Promise<string | null> =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/**
 * Fires Background Sync events at the app's worker as the browser would when the connection returns
 * (DevTools protocol), from a page of the app; the trigger keeps working after the page navigates away.
 */
async function backgroundSyncTrigger(page: Page, context: BrowserContext): Promise<(tag: string) => Promise<void>> {
  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return async (tag) => {
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registrationId, tag, lastChance: false });
  };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** A demo listing with a photo and no video (other specs' listings come first: newest first). */
async function findDemoListing(request: APIRequestContext): Promise<Item> {
  let cursor: string | undefined = '';
  while (cursor !== undefined) {
    const response: APIResponse = await request.get(`/api/items?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    const demo = ((await response.json()) as Item[]).find((item) => !item.videoUrl && item.imageUrls[0]?.startsWith('/media/demo/'));
    if (demo) return demo;
    cursor = response.headers()[NEXT_CURSOR_HEADER.toLowerCase()] || undefined;
  }
  throw new Error('no demo listing with a photo: is DEMO_DATA off?');
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test.describe('the installable app', () => {
  // The worker, the manifest and offline start do not depend on the screen: the phone covers them.
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'phone', 'the same on every screen size');
  });

  test('the manifest is linked and valid, and its icons are served at their stated sizes', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('manifest+json');
    const manifest = (await response.json()) as {
      id: string;
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: ManifestIcon[];
      shortcuts: Array<{ name: string; url: string; icons: ManifestIcon[] }>;
    };
    expect(manifest).toMatchObject({ id: '/', name: 'Kiraya', short_name: 'Kiraya', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const purpose of ['any', 'maskable']) {
      const sizes = manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
      expect(sizes, purpose).toEqual(['192x192', '512x512']);
    }
    expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Search', '/search'],
      ['List an item', '/create-listing'],
    ]);

    const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)];
    for (const icon of icons) {
      const file = await page.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe(icon.type);
      expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    }
    // Every shortcut opens the app, not a 404 from the server.
    for (const { url } of manifest.shortcuts) {
      const shortcut = await page.request.get(url, { headers: { Accept: 'text/html' } });
      expect(shortcut.status(), url).toBe(200);
    }
  });

  test('after the first visit the worker controls the app, which then starts offline and shows photos seen before', async ({ page, context }) => {
    const demo = await findDemoListing(page.request);

    await page.goto('/');
    await expect.poll(() => controllingWorker(page)).toMatch(/\/sw\.js$/);

    // Now through the worker: the item's photo is fetched, shown and kept.
    await page.goto(`/item/${demo.id}`);
    const photo = page.getByRole('img', { name: `Photo of ${demo.title}` });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const photoUrl = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    await expect.poll(() => page.evaluate(async (url) => Boolean(await (await caches.open('kiraya-media')).match(url)), photoUrl)).toBe(true);

    // Only the worker's caches may answer from here: the browser's HTTP cache is emptied, the network cut.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await context.setOffline(true);
    const start = await page.goto('/');
    expect(start?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Rent Anything, Anywhere' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Kiraya home' })).toBeVisible();
    // The network really is gone for the page and its worker.
    expect(await page.evaluate(() => fetch('/api/health').then(() => 'online', () => 'offline'))).toBe('offline');

    await page.goto(`/item/${demo.id}`);
    await expect(page.getByRole('heading', { level: 1, name: demo.title })).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await context.setOffline(false);
  });

  // The hook the outbox's Background Sync lands on: with pages open, they flush (and show it); with
  // none, the worker flushes itself (offline.spec.ts).
  test("Background Sync for the outbox asks the open pages to flush it, and ignores other tags", async ({ page, context }) => {
    await page.goto('/');
    await expect.poll(() => controllingWorker(page)).toMatch(/\/sw\.js$/);
    await page.evaluate(() => {
      const counter = window as unknown as { kirayaFlushes: number };
      counter.kirayaFlushes = 0;
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
        if (event.data.type === 'FLUSH_OUTBOX') counter.kirayaFlushes += 1;
      });
    });
    const flushes = (): Promise<number> => page.evaluate(() => (window as unknown as { kirayaFlushes: number }).kirayaFlushes);

    const sync = await backgroundSyncTrigger(page, context);

    await sync('kiraya-outbox');
    await sync('someone-else');
    await sync('kiraya-outbox');
    await expect.poll(flushes).toBeGreaterThanOrEqual(2);
    // Messages from the worker arrive in order: once a last flush asked after them all is in, any
    // flush the other tag had asked for would be in too. Three in all means it asked for none.
    await sync('kiraya-outbox');
    await expect.poll(flushes).toBeGreaterThanOrEqual(3);
    expect(await flushes()).toBe(3);
  });

  test('with no page open, Background Sync makes the worker send a listing saved offline', async ({ page, context }) => {
    test.skip(test.info().project.name !== 'phone', 'a worker-level behaviour: once is enough');
    const account = newAccount();
    await registerAccount(page.request, account);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    await page.goto('/create-listing');
    await expect.poll(() => controllingWorker(page)).toMatch(/\/sw\.js$/);
    const sync = await backgroundSyncTrigger(page, context);

    await context.setOffline(true);
    const title = `Tripod saved offline ${randomUUID().slice(0, 8)}`;
    const form = new ListingForm(page);
    await form.fill({ title, description: 'Aluminium tripod with a ball head and its bag.', category: 'Cameras', price: '150', duration: 'day' });
    await form.chooseCity('pune', 'Pune, Maharashtra');
    await form.submitButton('create').click();
    await expect(page.getByText('Your listing will be published when you are back online.')).toBeVisible();

    // Every page of the app closed: only the worker is left to send it.
    await page.goto('about:blank');
    await context.setOffline(false);
    await sync('kiraya-outbox');
    const titles = async (): Promise<string[]> =>
      ((await (await page.request.get(`/api/users/${me.id}/items`)).json()) as Array<{ title: string }>).map((item) => item.title);
    await expect.poll(titles, { timeout: 20_000 }).toEqual([title]);
  });
});

test.describe('"Install app" when the browser offers installation', () => {
  // The menus' action answers the browser's install offer, which these tests stand in for: no worker needed.
  test.use({ serviceWorkers: 'block' });

  test('opens the browser install dialog from the menus, and is gone once installed', async ({ page }) => {
    const install = new AppInstall(page);
    await page.goto('/');
    await install.offerInstall('accepted');

    const action = await install.openAction();
    await expect(action).toBeVisible();
    await screenshots(page, 'menu-install-app');
    await action.click();
    await expect.poll(() => install.promptsShown()).toBe(1);
    await install.closeMenu();

    // Accepted: the action is gone from wherever it was.
    await expect(await install.openAction()).toHaveCount(0);
    await install.closeMenu();
  });

  test('is in the avatar menu of a signed-in user, and goes when the app reports it was installed', async ({ page }) => {
    await registerAccount(page.request, newAccount());
    const install = new AppInstall(page);
    await page.goto('/');
    await install.offerInstall('dismissed');
    // Signed in: the action is in the avatar menu once the app knows who this is.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(await install.openAction()).toBeVisible();
    await screenshots(page, 'account-menu-install-app');
    await install.closeMenu();

    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(await install.openAction()).toHaveCount(0);
    await install.closeMenu();
  });
});

test.describe('"Install app" in browsers without an install dialog', () => {
  test.use({ serviceWorkers: 'block' });
  // Safari and Firefox have no beforeinstallprompt at all; Chromium's is removed before the app starts.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'onbeforeinstallprompt');
      Reflect.deleteProperty(Window.prototype, 'onbeforeinstallprompt');
    });
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('shows how to add Kiraya to the home screen', async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'an iPhone has a phone screen');
      const install = new AppInstall(page);
      await page.goto('/');
      expect(await page.evaluate(() => 'onbeforeinstallprompt' in window)).toBe(false);
      const action = await install.openAction();
      await screenshots(page, 'menu-install-app-ios');
      await action.click();
      await expect(install.instructions).toBeVisible();
      await expect(install.instructions).toContainText('Tap Share, then Add to Home Screen.');
      await screenshots(page, 'install-instructions-ios');
      await install.instructions.getByRole('button', { name: 'Got it' }).click();
      await expect(install.instructions).toBeHidden();
    });
  });

  test.describe('in Firefox on a computer', () => {
    test.use({ userAgent: FIREFOX_DESKTOP });

    test('says this browser cannot install and where to go instead', async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'a computer has a wide screen');
      const install = new AppInstall(page);
      await page.goto('/');
      await (await install.openAction()).click();
      await expect(install.instructions).toContainText('This browser cannot install apps. Open Kiraya in Chrome or Edge, or on your phone.');
      await page.keyboard.press('Escape');
      await expect(install.instructions).toBeHidden();
    });
  });
});

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed: ${errors}`))));
  });
}

/** Builds the app as a deployment would, stamped with `buildId` (VITE_BUILD_ID → <html data-build>). */
const buildApp = (outDir: string, buildId: string): Promise<void> =>
  run(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { VITE_BUILD_ID: buildId });

test.describe('a new version', () => {
  // One pair of builds and one server for both tests, which take turns deploying to it.
  test.describe.configure({ mode: 'serial' });
  let work: string;
  let server: ChildProcess | undefined;
  let baseUrl: string;

  test.beforeAll(async () => {
    test.skip(test.info().project.name !== 'phone', 'two builds and a server of its own: once is enough');
    test.setTimeout(180_000);
    work = mkdtempSync(path.join(tmpdir(), 'kiraya-update-'));
    await buildApp(path.join(work, 'first'), 'first');
    await buildApp(path.join(work, 'second'), 'second');
    cpSync(path.join(work, 'first'), path.join(work, 'live'), { recursive: true });

    // The server reads STATIC_DIR from disk on every request, so copying a build over it deploys it.
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['sync-server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: path.join(work, 'live'),
        DATA_DIR: path.join(work, 'data'),
        DATABASE_URL: '',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: 'ignore',
    });
    await expect.poll(() => fetch(`${baseUrl}/api/health`).then((response) => response.status, () => 0), { timeout: 60_000 }).toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('is offered with "New version available" after a deploy, and Reload switches to it', async ({ page }) => {
    const install = new AppInstall(page);
    const html = page.locator('html');
    await page.goto(`${baseUrl}/`);
    await expect(html).toHaveAttribute('data-build', 'first');
    await expect.poll(() => controllingWorker(page)).toMatch(/\/sw\.js$/);
    await expect(install.updatePrompt).toHaveCount(0);

    cpSync(path.join(work, 'second'), path.join(work, 'live'), { recursive: true });
    // Opening the app again makes the browser look for a new worker; it installs and waits.
    await page.reload();
    await expect(install.updatePrompt).toBeVisible();
    await expect(install.updatePrompt).toContainText('New version available');
    // It never swaps code by itself: the new worker is installed and waits (it activates only on
    // SKIP_WAITING, and the page reloads only once it has), and the page still runs the first build.
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    await expect(html).toHaveAttribute('data-build', 'first');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)).toBe('activated');
    await screenshots(page, 'update-prompt');

    await install.updatePrompt.getByRole('button', { name: 'Reload' }).click();
    await expect(html).toHaveAttribute('data-build', 'second');
    await expect(install.updatePrompt).toHaveCount(0);
    await expect.poll(() => controllingWorker(page)).toMatch(/\/sw\.js$/);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  });

  test('Later hides the prompt for this visit only', async ({ page }) => {
    const install = new AppInstall(page);
    // A fresh context: the first build is what its browser knows; the second is already deployed.
    cpSync(path.join(work, 'first'), path.join(work, 'live'), { recursive: true });
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => controllingWorker(page)).toMatch(/\/sw\.js$/);
    cpSync(path.join(work, 'second'), path.join(work, 'live'), { recursive: true });
    await page.reload();
    await install.updatePrompt.getByRole('button', { name: 'Later' }).click();
    await expect(install.updatePrompt).toHaveCount(0);
    await page.reload();
    await expect(install.updatePrompt).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'first');
  });
});
