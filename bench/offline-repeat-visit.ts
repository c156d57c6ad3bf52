/**
 * A repeat visit to `/` with the network off (budget: the home screen from cache in ≤ 1 s): a
 * phone-sized Chromium visits once online (the service worker installs, Dexie fills), goes offline,
 * and reloads; the figure is the median time from the reload to the home screen drawn from the
 * device — the heading and the categories grid, which come from the precache and Dexie.
 */
import { launchChromium } from './chromium.ts';

export interface RepeatVisit {
  medianMs: number;
  samples: number;
}

const RELOADS = 7;
/** A home screen that takes this long is broken, not slow: fail the run instead of waiting forever. */
const WAIT_MS = 30_000;

export async function measureOfflineRepeatVisit(baseUrl: string): Promise<RepeatVisit> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const homeDrawn = async () => {
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: WAIT_MS });
      await page.getByRole('region', { name: 'Browse Categories' }).getByRole('link').first().waitFor({ timeout: WAIT_MS });
    };
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    // A string, because this file is type-checked without the DOM library.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    // The first visit is not yet controlled by the worker; the second is, and fills the caches.
    await page.reload({ waitUntil: 'networkidle' });
    await homeDrawn();
    await context.setOffline(true);
    const times: number[] = [];
    for (let run = 0; run < RELOADS; run++) {
      const started = performance.now();
      await page.reload({ waitUntil: 'commit' });
      await homeDrawn();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { medianMs: times[Math.floor(times.length / 2)] ?? 0, samples: times.length };
  } finally {
    await browser.close();
  }
}
