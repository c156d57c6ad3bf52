/**
 * The JavaScript a first visit to `/` loads before the first interaction: every script the page
 * requests until the network is idle, gzipped as a server would send it.
 */
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.ts';

export interface FirstVisit {
  scripts: Array<{ url: string; gzipBytes: number }>;
  totalGzipBytes: number;
}

/** `locale`: the browser's language, which picks the page's (pwa/build/boot.js). */
export async function measureFirstVisit(baseUrl: string, locale = 'en-IN'): Promise<FirstVisit> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, locale });
    const pending: Array<Promise<{ url: string; gzipBytes: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length })));
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(pending);
    return { scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}
