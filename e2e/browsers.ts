/**
 * The Chromium the end-to-end tests drive: Debian's, never a download (`CHROMIUM_PATH` names another).
 * Its headless shell (`chromium-headless-shell`) draws pages with less work than the full browser and
 * runs every spec but one: it answers a notification permission with "denied" whatever the test
 * grants, so the alerts' spec takes the full browser.
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const headlessShell: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args,
};

export const fullBrowser: LaunchOptions = { executablePath: process.env.CHROMIUM_PATH ?? FULL_BROWSER, args };
