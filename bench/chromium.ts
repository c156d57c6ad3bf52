/** Debian's Chromium as the benchmarks drive it: headless, without background traffic, never downloaded. */
import { chromium, type Browser, type Page } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Headless on a machine without a GPU or a large /dev/shm, and nothing running beside the page. */
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/**
 * Resolves once the page is idle: no request in flight for a moment (Playwright's networkidle), then
 * the browser's own word that the main thread has nothing to do (requestIdleCallback), twice, so work
 * the first idle spell started has run too.
 */
export async function whenPageIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // In the page (this file is typed for Node, not the DOM).
  const idle = (): Promise<void> => new Promise((resolve) => (globalThis as unknown as { requestIdleCallback: (run: () => void) => void }).requestIdleCallback(resolve));
  for (let spell = 0; spell < 2; spell++) await page.evaluate(idle);
}
