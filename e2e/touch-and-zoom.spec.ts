/**
 * Fingers and zoom (issue 15): at phone size every control is a target of at least 44 × 44 px, and at
 * 200% zoom (a 1280 px screen becomes 640 CSS px wide) no page scrolls sideways and no text is cut off;
 * in English and in Hindi, whose words run longer. The 320 px widths are narrow-screens.spec.ts's.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

const MIN_TARGET = 44;

/**
 * Every visible control smaller than 44 px either way. Links inside a sentence are exempt (WCAG 2.5.5
 * exempts inline targets). A checkbox or radio is measured by its label, and a stretched link (its
 * ::after covering its card) by its card: those are what a finger hits.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=menuitem], [role=option], [role=switch], summary';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [inert]')) continue;
      let target: HTMLElement = element;
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio' || element.type === 'file')) {
        const label = element.closest('label') ?? (element.id ? document.querySelector<HTMLElement>(`label[for="${element.id}"]`) : null);
        if (!label) continue;
        target = label;
      }
      // A stretched link (its ::after covers its card) is as big as the card.
      if (getComputedStyle(element, '::after').position === 'absolute') {
        let card = element.parentElement;
        while (card && getComputedStyle(card).position === 'static') card = card.parentElement;
        if (card) target = card;
      }
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element.tagName === 'A' && element.parentElement && ['P', 'LI', 'SPAN', 'DD'].includes(element.parentElement.tagName)) {
        const parentText = element.parentElement.textContent?.trim() ?? '';
        if (parentText.length > (element.textContent?.trim().length ?? 0)) continue;
      }
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder') ?? '').trim().slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN_TARGET);
}

/** Sideways scrolling of the page, and elements whose text is cut off by their own box. */
async function overflow(page: Page): Promise<{ scrollsSideways: boolean; clipped: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *, header *')) {
      const style = getComputedStyle(element);
      // Text that is meant to be one line with an ellipsis shows its whole in its accessible name or title.
      if (style.textOverflow === 'ellipsis' || style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
      // Visually hidden text (sr-only) is for screen readers, clipped on purpose.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.textContent?.trim()) {
        clipped.push(`${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}"`);
      }
    }
    return { scrollsSideways: root.scrollWidth > root.clientWidth, clipped };
  });
}

async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#root h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const locale of ['en-IN', 'hi-IN'] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    test.describe.configure({ timeout: 120_000 });

    test('every control on the main screens is at least 44 px at phone size', async ({ page, browser }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'touch targets are measured at phone size');
      const owner = await browser.newContext();
      const { itemId } = await ownerWithListing(owner.request, `Canon EOS 200D ${randomUUID().slice(0, 8)}`, '+919876543210', 2);
      await owner.close();
      const screens = ['/', '/search?q=camera', '/category/cameras', `/item/${itemId}`, `/item/${itemId}/availability`];
      const signedIn = ['/dashboard', '/dashboard?tab=bookings', '/dashboard?tab=notifications', '/messages', '/create-listing', '/profile/edit', `/contact/${itemId}`];
      const found: Record<string, string[]> = {};
      for (const url of screens) {
        await settle(page, url);
        const small = await smallTargets(page);
        if (small.length) found[url] = small;
      }
      await registerAccount(page.request, newAccount());
      for (const url of signedIn) {
        await settle(page, url);
        const small = await smallTargets(page);
        if (small.length) found[`${url} (signed in)`] = small;
      }
      expect(found).toEqual({});
    });

    test('at 200% zoom on a desktop nothing scrolls sideways or is cut off', async ({ page, browser }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'zoom is a desktop browser’s');
      // 200% of a 1280 × 800 window: the CSS viewport halves, the pixels double.
      await page.setViewportSize({ width: 640, height: 400 });
      const owner = await browser.newContext();
      const { itemId } = await ownerWithListing(owner.request, `Canon EOS 200D ${randomUUID().slice(0, 8)}`, '+919876543210', 2);
      await owner.close();
      await registerAccount(page.request, newAccount());
      const found: Record<string, unknown> = {};
      for (const url of ['/', '/search?q=camera', `/item/${itemId}`, `/contact/${itemId}`, '/dashboard', '/create-listing', '/profile/edit']) {
        await settle(page, url);
        const result = await overflow(page);
        if (result.scrollsSideways || result.clipped.length) found[url] = result;
      }
      expect(found).toEqual({});
    });
  });
}
