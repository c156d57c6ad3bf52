/**
 * End-to-end tests on the production build served by the real server (embedded PGlite in a fresh
 * data directory), in Debian's Chromium (e2e/browsers.ts). Never downloads a browser. Every spec runs
 * at phone size, the size Kiraya is made for; the desktop and Hindi projects run chosen specs again.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { headlessShell } from './e2e/browsers.ts';

const port = Number(process.env.E2E_PORT ?? 3123);
const baseURL = `http://localhost:${port}`;
// Playwright loads this file in each worker too; only the main process starts the server.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'kiraya-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const specs = (...names: string[]): string[] => names.map((name) => `${name}.spec.ts`);
/** The main journeys (browse, search, list an item, contact, book, a paid plan's placement) and the page's language, run in Hindi too. */
const journeySpecs = specs('browse', 'search-box', 'search-languages', 'listings', 'contact', 'bookings', 'calendar', 'page-language', 'toast-placement', 'featured', 'new-user-stumbles', 'conversation-order', 'support-requests', 'password-reset', 'devices', 'email-confirmation', 'my-data', 'account-deletion', 'email-alerts', 'analytics', 'reports', 'moderation', 'hide-and-suspend', 'saved-searches', 'near-me');
/** Specs about what differs on a wide screen: the header and its menus, the keyboard, zoom, every screen's audit, install and alerts. */
const desktopSpecs = specs('accessibility', 'auth', 'dead-ends', 'first-screen', 'install', 'keyboard', 'push', 'search-box', 'site', 'touch-and-zoom');

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const desktop = { viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // Never a second try: a test that passes only on one has a race, in the app or in the test, to fix.
  retries: 0,
  // Dots in CI: its log ends with each failure in full, where a reader of the log's tail sees it.
  reporter: process.env.CI ? 'dot' : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // No trace: recording one for every test (its DOM at each step) cost about a sixth of the suite's
    // time, for the few that fail. `--trace retain-on-failure` keeps a failing test's trace when wanted.
    trace: 'off',
    // No service worker unless a spec is about one (offline, install, alerts): a worker precaches the
    // whole app in every new browser context, work no other spec looks at.
    serviceWorkers: 'block',
    launchOptions: headlessShell,
  },
  projects: [
    { name: 'phone', use: phone },
    { name: 'desktop', testMatch: desktopSpecs, use: desktop },
    { name: 'desktop-journeys', testMatch: journeySpecs, testIgnore: desktopSpecs, grep: /@journey/, use: desktop },
    // Hindi: the main journeys (@journey) and the page's language (@language) on a phone.
    // The browser speaks hi-IN, so a first visit is in Hindi and the specs take their words from that
    // language's copy (e2e/copy.ts). Specs that measure or audit every screen walk both languages
    // themselves.
    { name: 'phone-hi', testMatch: journeySpecs, grep: /@journey|@language/, use: { ...phone, locale: 'hi-IN' } },
    // On a desktop, Hindi's page language only: its journeys' words are the phone's, checked there.
    { name: 'desktop-hi', testMatch: journeySpecs, grep: /@language/, use: { ...desktop, locale: 'hi-IN' } },
  ],
  webServer: {
    // Makes the tests' administrator with the real CLI first (e2e/start-server.ts).
    command: 'node_modules/.bin/tsx e2e/start-server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Hundreds of tests sign up from this one address: no sign-up limit here (the server's tests check it).
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', NODE_ENV: 'test', SIGN_UPS_PER_ADDRESS: '0', JOB_WORKER: 'true' },
  },
});
