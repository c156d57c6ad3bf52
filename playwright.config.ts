/**
 * End-to-end tests on the production build served by the real server (embedded PGlite in a fresh
 * data directory), in Debian's Chromium at phone size and desktop size. Never downloads a browser.
 * The main journeys run again in Hindi (issue 15): the `-hi` projects' browser speaks hi-IN, so a
 * first visit is in Hindi, and the specs take their words from that language's copy (e2e/copy.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3123);
const baseURL = `http://localhost:${port}`;
// Playwright loads this file in each worker too; only the main process starts the server.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'kiraya-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/** The main journeys (browse, search, list an item, contact, book) and the page's language, run in Hindi too. */
const journeySpecs = ['browse', 'search-box', 'listings', 'contact', 'bookings', 'calendar', 'page-language'].map((name) => `${name}.spec.ts`);

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const desktop = { viewport: { width: 1280, height: 800 } };

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // See vitest.config.ts: one retry on CI (a retried pass is reported as flaky), none locally.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'phone', use: phone },
    { name: 'desktop', use: desktop },
    // Hindi: every test of the journeys' specs on a phone, and their main journeys (@journey) on a desktop.
    { name: 'phone-hi', testMatch: journeySpecs, use: { ...phone, locale: 'hi-IN' } },
    { name: 'desktop-hi', testMatch: journeySpecs, grep: /@journey/, use: { ...desktop, locale: 'hi-IN' } },
  ],
  webServer: {
    // Makes the tests' administrator with the real CLI first (e2e/start-server.ts).
    command: 'node_modules/.bin/tsx e2e/start-server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', NODE_ENV: 'test' },
  },
});
