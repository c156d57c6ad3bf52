/**
 * Zoom: at 200% zoom (a 1280 px screen becomes 640 CSS px wide) no page scrolls sideways and no text is
 * cut off, in English and in Hindi, whose words run longer, with menus and dialogs open too. The 320 px
 * widths are narrow-screens.spec.ts's; the 44 px touch targets are accessibility.spec.ts's.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import type { Locale } from '../shared/src/locale.ts';
import type { E2eCopy } from './copy.ts';
import { test } from './fixtures.ts';
import { settleScreen } from './page-models/settled-screen.ts';
import { freeListingButton } from './page-models/site-header.ts';
import { ownerWithListing, renterGetsInTouch, signInAsAdmin } from './support.ts';

/**
 * Sideways scrolling of the page or of an open dialog, and elements whose text is cut off by their
 * own box (in the page's header and main, and in an open dialog or menu).
 */
async function overflow(page: Page): Promise<{ scrollsSideways: string[]; clipped: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const scrollsSideways: string[] = root.scrollWidth > root.clientWidth ? [`the page, ${root.scrollWidth} px wide`] : [];
    for (const layer of document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"], [role="menu"]')) {
      if (layer.scrollWidth > layer.clientWidth + 1) scrollsSideways.push(`${layer.getAttribute('role')}, ${layer.scrollWidth} px in ${layer.clientWidth}`);
    }
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *, header *, [role="dialog"] *, [role="alertdialog"] *, [role="menu"] *')) {
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
    return { scrollsSideways, clipped };
  });
}

/** One screen, or one state of it, and what was wrong with it. */
type Check = (page: Page) => Promise<unknown[]>;
type Found = Record<string, unknown>;

async function measure(page: Page, screen: string, check: Check, found: Found): Promise<void> {
  const problems = (await check(page)).filter((problem) => !(Array.isArray(problem) && problem.length === 0));
  if (problems.length) found[screen] = problems;
}

async function visit(page: Page, url: string, check: Check, found: Found, screen = url): Promise<void> {
  await page.goto(url);
  await settleScreen(page);
  await measure(page, screen, check, found);
}

/** Measures `screen` with the dialog or menu `opener` opens, then closes it with Escape. */
async function measureOpen(page: Page, opener: () => Promise<void>, screen: string, check: Check, found: Found): Promise<void> {
  const open = page.locator('[role="dialog"], [role="alertdialog"], [role="menu"]').filter({ visible: true });
  await opener();
  // What opens may come a moment after the click (the gallery's code loads on first use).
  await expect(open.first()).toBeVisible();
  await settleScreen(page, { scroll: false });
  await measure(page, screen, check, found);
  await page.keyboard.press('Escape');
  await expect(open).toHaveCount(0);
}

/** The header's menu: the phone's side menu (also at 200% zoom), or on a wide screen the avatar menu. */
async function openMenu(page: Page, copy: E2eCopy): Promise<void> {
  const header = page.getByRole('banner');
  const phoneMenu = header.getByRole('button', { name: copy.messages.header.openMenu });
  const avatar = header.getByRole('button', { name: copy.messages.header.accountMenu });
  await expect(phoneMenu.or(avatar).first()).toBeVisible();
  if (await phoneMenu.isVisible()) {
    await phoneMenu.click();
    await expect(page.getByRole('dialog', { name: copy.messages.header.menuTitle })).toBeVisible();
  } else {
    await avatar.click();
    await expect(page.getByRole('menu')).toBeVisible();
  }
}

/**
 * Every screen, signed out and then signed in as an owner with a conversation, with the header's
 * menu, the sign-in dialog, the gallery, the delete confirmation and the thread's menu open; then
 * /admin as the administrator.
 */
async function tour(page: Page, browser: Browser, copy: E2eCopy, lang: Locale, check: Check): Promise<Found> {
  const found: Found = {};
  const main = page.getByRole('main');
  const outsider = await browser.newContext();
  const { itemId: otherItem } = await ownerWithListing(outsider.request, `Nikon D3500 ${randomUUID().slice(0, 8)}`, '+919876543210', 2);
  await outsider.close();

  for (const url of ['/', '/search?q=camera', `/search?q=${randomUUID().slice(0, 12)}`, '/category/cameras', `/item/${otherItem}/availability`, `/item/${randomUUID()}`, '/no-such-page']) {
    await visit(page, url, check, found);
  }
  await visit(page, `/item/${otherItem}`, check, found);
  await measureOpen(page, () => main.getByRole('button', { name: copy.browse.item.showMedia(1, 2), exact: true }).click(), 'gallery', check, found);
  await measureOpen(page, () => openMenu(page, copy), 'menu', check, found);
  await measureOpen(
    page,
    async () => {
      await freeListingButton(page, copy).click();
      await expect(page.getByRole('dialog', { name: copy.auth.dialog.title })).toBeVisible();
    },
    'sign-in dialog',
    check,
    found,
  );

  // Signed in: an owner whose listing has a conversation.
  const { itemId } = await ownerWithListing(page.request, `Canon EOS 200D ${randomUUID().slice(0, 8)}`, '+919876543210', 2);
  const conversationId = await renterGetsInTouch(browser, itemId);
  await visit(page, '/dashboard', check, found);
  await measureOpen(page, () => openMenu(page, copy), 'menu, signed in', check, found);
  await measureOpen(page, () => main.getByRole('button', { name: copy.listings.dashboard.delete }).first().click(), 'delete confirmation', check, found);
  for (const url of ['/dashboard?tab=bookings', '/dashboard?tab=messages', '/dashboard?tab=premium', '/messages', '/create-listing', `/item/${itemId}/edit`, '/favorites', '/profile/edit', `/contact/${otherItem}`]) {
    await visit(page, url, check, found);
  }
  await visit(page, `/messages/${conversationId}`, check, found, 'thread');
  await measureOpen(page, () => main.getByRole('button', { name: copy.conversations.thread.menu }).click(), 'thread menu', check, found);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const viewport = page.viewportSize();
  if (viewport) await admin.setViewportSize(viewport);
  await signInAsAdmin(admin, lang);
  await visit(admin, '/admin', check, found);
  await adminContext.close();
  return found;
}

for (const locale of ['en-IN', 'hi-IN'] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    // Some thirty screens and states, each loaded, scrolled through and measured.
    test.describe.configure({ timeout: 240_000 });

    test('at 200% zoom on a desktop nothing scrolls sideways or is cut off', async ({ page, browser, copy, lang }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'zoom is a desktop browser’s');
      // 200% of a 1280 × 800 window: the CSS viewport halves, the pixels double.
      await page.setViewportSize({ width: 640, height: 400 });
      const found = await tour(page, browser, copy, lang, async (screen) => {
        const { scrollsSideways, clipped } = await overflow(screen);
        return [scrollsSideways, clipped];
      });
      expect(found).toEqual({});
    });
  });
}
