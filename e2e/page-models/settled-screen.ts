/**
 * A screen ready to be checked: its real content drawn, not the placeholders that stand in for it.
 * Every loading placeholder is marked aria-busy="true" (the loading status, the skeleton lists, home's
 * spacer, the item page's later parts), so "nothing busy" is the signal.
 */
import { expect, type Page } from '@playwright/test';

/** Screens scrolled before giving up: home, the longest page, is well under it even at 200% zoom. */
const MAX_SCREENS = 60;

/** Whether the page is scrolled to its end, after moving one screen down (at once, never smoothly). */
const scrollOneScreen = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const root = document.documentElement;
    window.scrollTo({ top: window.scrollY + window.innerHeight, behavior: 'instant' });
    return window.scrollY + window.innerHeight >= root.scrollHeight - 1;
  });

export async function settleScreen(page: Page, { scroll = true }: { scroll?: boolean } = {}): Promise<void> {
  const busy = page.locator('[aria-busy="true"]');
  await expect(page.locator('#root h1').first()).toBeVisible();
  // Parts a page draws only as the reader nears them (home's lower half on a phone) are brought in by
  // scrolling through the page to its end, then back to the top.
  if (scroll) {
    for (let screen = 0; screen < MAX_SCREENS; screen += 1) {
      if (!(await scrollOneScreen(page))) continue;
      // At the end: what it brought in loads (busy until then) and may make the page longer.
      await expect(busy).toHaveCount(0);
      if (await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)) break;
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }
  await expect(busy).toHaveCount(0);
}
