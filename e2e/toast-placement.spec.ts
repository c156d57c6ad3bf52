/**
 * On a phone a toast covers nothing the user needs: not the search box, not the first result's photo,
 * title and heart, not who a conversation is with or the reply being written. It sits at the bottom,
 * above the reply box.
 */
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { newAccount, ownerWithListing, registerAccount, renterGetsInTouch } from './support.ts';

test.use({ viewport: { width: 360, height: 780 } });

/** Whether two boxes on screen share any pixel. */
/**
 * Whether the two overlap once the page has come to rest: a toast slides in and the page may still
 * move under it (a queued message joins the thread), so an overlap seen half way is asked again.
 */
async function settledOverlap(a: Locator, b: Locator): Promise<boolean> {
  await a.page().evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
  return overlap(a, b);
}

async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) throw new Error('not laid out');
  return first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
}

const toastOf = (page: Page, text: string): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a toast on the search page covers neither the search box nor the first row of results', { tag: '@language' }, async ({ page, copy }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone' && testInfo.project.name !== 'phone-hi', 'phones place toasts apart from wide screens');
  await registerAccount(page.request, newAccount());
  await page.goto('/search?q=camera');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const heart = cards.first().getByRole('button', { name: /to favorites$|को पसंदीदा में जोड़ें$/ }).first();
  await heart.click();
  const toast = toastOf(page, copy.browse.favorites.added);
  await expect(toast).toBeVisible();
  // At the top, under the header, it covered the search box and the first card's photo, title and heart.
  await expect.poll(() => settledOverlap(toast, page.getByRole('searchbox').first())).toBe(false);
  await expect.poll(() => settledOverlap(toast, cards.first().getByRole('button', { name: /from favorites$|को पसंदीदा से हटाएँ$/ }).first())).toBe(false);
  await expect.poll(() => settledOverlap(toast, cards.first().getByRole('heading').first())).toBe(false);
});

test('a toast in a conversation sits above the reply box, clear of who it is with', { tag: '@language' }, async ({ page, browser, copy }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone' && testInfo.project.name !== 'phone-hi', 'phones place toasts apart from wide screens');
  const { itemId } = await ownerWithListing(page.request, `Tripod ${Date.now()}`);
  await renterGetsInTouch(browser, itemId);
  await page.goto('/messages');
  await page.getByRole('main').getByRole('link').filter({ hasText: 'Meera' }).first().click();
  const reply = page.getByRole('textbox', { name: copy.conversations.thread.replyLabel });
  await expect(reply).toBeVisible();
  // The connection drops as the reply goes: it is queued, and a toast says so.
  await page.route('**/api/**', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
  await reply.fill('Yes, it is free that weekend.');
  await page.getByRole('button', { name: copy.conversations.thread.send }).click();
  const toast = toastOf(page, copy.conversations.thread.queuedOffline);
  await expect(toast).toBeVisible();
  const replyBox = page.locator('form').filter({ has: reply });
  await expect.poll(() => settledOverlap(toast, replyBox)).toBe(false);
  await expect.poll(() => settledOverlap(toast, page.getByRole('main').getByRole('heading', { level: 1 }))).toBe(false);
});
