/**
 * Kiraya by keyboard alone: every control on the way reached with Tab and worked with Enter, arrows and
 * Escape. Every stop shows where focus is (an outline or ring the element does not have unfocused, in
 * light and dark), and a closed dialog or menu gives focus back to what opened it.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Browser, type ElementHandle, type Locator, type Page } from '@playwright/test';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { escapeRegExp } from './copy.ts';
import { test } from './fixtures.ts';
import { BookingCalendar, dayName } from './page-models/booking-calendar.ts';
import { freeListingButton } from './page-models/site-header.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

/** Tab stops before giving up: the longest way here (header, then a form) is well under it. */
const MAX_TABS = 80;

/**
 * How an element draws focus, or how it looks where focus would be drawn: the outline and box-shadow
 * of the element and of the few elements around it that draw focus for it (a radio card, an item card
 * whose link covers it, a file input's label), and a menu item's highlight. Self-contained: it runs in
 * the page.
 */
function ringOf(element: Element): string {
  const parts: string[] = [];
  let node: Element | null = element;
  for (let depth = 0; node && depth < 5; depth += 1, node = node.parentElement) {
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none';
    parts.push(`${outline} ${style.boxShadow}`);
  }
  return `${parts.join(' / ')}${element.hasAttribute('data-highlighted') ? ' highlighted' : ''}`;
}

const describe = (element: Element): string => element.outerHTML.slice(0, 160);

/** The element with focus now (none: the page itself). */
async function focused(page: Page): Promise<ElementHandle<Element> | null> {
  const handle = await page.evaluateHandle(() => (document.activeElement === document.body ? null : document.activeElement));
  return handle.asElement();
}

/**
 * Checks that `element`, which had focus and looked `ring` then, looks different now that it does not:
 * the outline or ring was focus's, not a shadow it always has (a primary button's).
 */
async function expectDrewFocus(element: ElementHandle<Element>, ring: string): Promise<void> {
  if (!(await element.evaluate((node) => node.isConnected))) return;
  const unfocused = await element.evaluate(ringOf);
  expect(ring, `focus is not visible on ${await element.evaluate(describe)}`).not.toBe(unfocused);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus. At every stop, once focus has moved on, the
 * element it left is checked to have shown focus while it had it; the target against how it looked
 * before the tour.
 */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  // A target that has focus now (a dialog's first control) is seen without it after the first Tab.
  const hasFocus = (): Promise<boolean> => target.evaluate((node) => node === document.activeElement).catch(() => false);
  let targetUnfocused = (await hasFocus()) ? null : await target.evaluate(ringOf);
  let previous: { element: ElementHandle<Element>; ring: string } | null = null;
  for (let stop = 0; stop < MAX_TABS; stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (previous) await expectDrewFocus(previous.element, previous.ring);
    if (targetUnfocused === null && !(await hasFocus())) targetUnfocused = await target.evaluate(ringOf);
    const element = await focused(page);
    if (!element) {
      previous = null;
      continue;
    }
    if (await hasFocus()) {
      const ring = await element.evaluate(ringOf);
      expect(ring, `focus is not visible on ${await element.evaluate(describe)}`).not.toBe(targetUnfocused);
      return;
    }
    previous = { element, ring: await element.evaluate(ringOf) };
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * How `opener`, focused now, looks once `open` has taken focus from it (to a dialog or menu): the look
 * its focus must differ from when it comes back. Read through a handle: under a modal dialog the
 * page is hidden from role queries.
 */
async function lookOnceLeft(opener: Locator, open: () => Promise<void>): Promise<string> {
  const element = await opener.elementHandle();
  if (!element) throw new Error(`no ${opener.toString()}`);
  await open();
  await expect.poll(() => element.evaluate((node) => node === document.activeElement)).toBe(false);
  return element.evaluate(ringOf);
}

/** `locator` has focus and shows it: it looks different from `unfocused`, taken while it did not. */
async function expectFocused(locator: Locator, unfocused: string): Promise<void> {
  await expect(locator).toBeFocused();
  const ring = await locator.evaluate(ringOf);
  expect(ring, `focus is not visible on ${await locator.evaluate(describe)}`).not.toBe(unfocused);
}

/** Tab through `dialog` `stops` times: focus stays inside it and shows at every stop. */
async function expectFocusTrapped(page: Page, dialog: Locator, stops: number): Promise<void> {
  let previous: { element: ElementHandle<Element>; ring: string } | null = null;
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    if (previous) await expectDrewFocus(previous.element, previous.ring);
    const element = await focused(page);
    previous = element ? { element, ring: await element.evaluate(ringOf) } : null;
  }
}

/** A listing with three photos by an owner in a browser context of their own; its id. */
async function listingWithPhotos(browser: Browser, title: string): Promise<string> {
  const context = await browser.newContext();
  const { itemId } = await ownerWithListing(context.request, title, '+919876543210', 3);
  await context.close();
  return itemId;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme}`, () => {
    test.use({ colorScheme });

    test('the skip link jumps to the page, and the sign-in dialog opens, works and closes by keyboard', async ({ page, copy }) => {
      await page.goto('/');
      await expect(page.locator('#root h1').first()).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: copy.messages.header.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused();

      const opener = freeListingButton(page, copy);
      // Back from the page into the header.
      await tabTo(page, opener, { backwards: true });
      const dialog = page.getByRole('dialog', { name: copy.auth.dialog.title });
      const openerUnfocused = await lookOnceLeft(opener, async () => {
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
      });
      // Focus is inside the dialog and stays there: Tab cycles through its controls only.
      await expectFocusTrapped(page, dialog, 12);
      // The tabs switch with the arrow keys.
      await dialog.getByRole('tab', { name: copy.auth.dialog.signUpTab }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('tab', { name: copy.auth.dialog.logInTab })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expectFocused(opener, openerUnfocused);

      // Closed with its own Close button, it gives focus back too.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      const close = dialog.getByRole('button', { name: copy.auth.dialog.close, exact: true });
      await tabTo(page, close);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expectFocused(opener, openerUnfocused);
    });

    test('the menu opens, is walked with the keyboard and closes back to its button', async ({ page, copy }) => {
      await registerAccount(page.request, newAccount());
      await page.goto('/');
      await expect(page.locator('#root h1').first()).toBeVisible();
      const header = page.getByRole('banner');
      const phoneMenu = header.getByRole('button', { name: copy.messages.header.openMenu });
      const avatar = header.getByRole('button', { name: copy.messages.header.accountMenu });
      await expect(phoneMenu.or(avatar).first()).toBeVisible();

      if (await phoneMenu.isVisible()) {
        await tabTo(page, phoneMenu);
        const menu = page.getByRole('dialog', { name: copy.messages.header.menuTitle });
        const unfocused = await lookOnceLeft(phoneMenu, async () => {
          await page.keyboard.press('Enter');
          await expect(menu).toBeVisible();
        });
        await expectFocusTrapped(page, menu, 3);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expectFocused(phoneMenu, unfocused);
      } else {
        await tabTo(page, avatar);
        const menu = page.getByRole('menu');
        const unfocused = await lookOnceLeft(avatar, async () => {
          await page.keyboard.press('Enter');
          await expect(menu).toBeVisible();
        });
        const items = menu.getByRole('menuitem');
        const second = await items.nth(1).evaluate(ringOf);
        await expect(items.first()).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expectFocused(items.nth(1), second);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expectFocused(avatar, unfocused);
        // Enter on an item follows it.
        await page.keyboard.press('Enter');
        await expect(menu).toBeVisible();
        await menu.getByRole('menuitem', { name: copy.messages.header.myListings, exact: true }).focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/dashboard$/);
      }
    });
  });
}

test('the gallery opens from a thumbnail, moves with the arrows, keeps focus inside and gives it back', async ({ page, browser, copy }) => {
  const title = `Canon EOS 200D ${randomUUID().slice(0, 8)}`;
  const itemId = await listingWithPhotos(browser, title);
  await page.goto(`/item/${itemId}`);
  const item = copy.browse.item;
  const thumbnail = page.getByRole('main').getByRole('button', { name: item.showMedia(2, 3), exact: true });
  await tabTo(page, thumbnail);
  const gallery = page.getByRole('dialog', { name: item.gallery.title(title) });
  const unfocused = await lookOnceLeft(thumbnail, async () => {
    await page.keyboard.press('Enter');
    await expect(gallery).toBeVisible();
  });
  await expect(gallery.getByText(item.gallery.counter(2, 3), { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText(item.gallery.counter(3, 3), { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByText(item.gallery.counter(1, 3), { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expectFocused(thumbnail, unfocused);

  // Again: Tab goes round its controls (close, previous, next, three thumbnails) and never leaves it,
  // and its Close button gives focus back as Escape does.
  await page.keyboard.press('Enter');
  await expect(gallery).toBeVisible();
  await expectFocusTrapped(page, gallery, 8);
  const close = gallery.getByRole('button', { name: item.gallery.close, exact: true });
  await tabTo(page, close);
  await page.keyboard.press('Enter');
  await expect(gallery).toBeHidden();
  await expectFocused(thumbnail, unfocused);
});

/** The same day of the month `months` on, or the month's last day when it has no such day. */
function sameDayInMonth(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

test('a date range is picked on the booking calendar with the arrow keys and Enter, and Page Down changes the month', async ({ page, browser, copy }) => {
  const itemId = await listingWithPhotos(browser, `Nikon D3500 ${randomUUID().slice(0, 8)}`);
  await registerAccount(page.request, newAccount());
  await page.goto(`/item/${itemId}`);
  const calendar = new BookingCalendar(page);
  const today = todayInIndia();
  // The grid has one tab stop: today.
  await tabTo(page, calendar.day(today));
  const unfocused = await calendar.day(addDays(today, 1)).evaluate(ringOf);
  await page.keyboard.press('ArrowRight');
  await expectFocused(calendar.day(addDays(today, 1)), unfocused);
  await page.keyboard.press('Enter');
  await expect(calendar.day(addDays(today, 1))).toHaveAccessibleName(new RegExp(`, ${escapeRegExp(copy.calendar.status.start)}$`));
  await page.keyboard.press('ArrowDown');
  await expect(calendar.day(addDays(today, 8))).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar.day(addDays(today, 8))).toHaveAccessibleName(new RegExp(`, ${escapeRegExp(copy.calendar.status.end)}$`));
  await expect(calendar.summary('to')).not.toHaveText(copy.calendar.summary.none);
  await expect(calendar.summary('total')).toContainText(copy.calendar.summary.days(7));

  // Page Down shows the next month, on the same day of it; Page Up comes back.
  const focusedDay = addDays(today, 8);
  const nextMonthDay = sameDayInMonth(focusedDay, 1);
  await page.keyboard.press('PageDown');
  await expect(calendar.grid(nextMonthDay)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${escapeRegExp(dayName(nextMonthDay))},`) })).toBeFocused();
  await page.keyboard.press('PageUp');
  await expect(calendar.grid(focusedDay)).toBeVisible();
  await expect(calendar.day(focusedDay)).toBeFocused();
  // Request Booking comes after the grid in the tab order.
  await tabTo(page, calendar.requestBooking);
});

test('a city is found and picked in the listing form with the keyboard, and Escape closes the list', async ({ page, copy }) => {
  await registerAccount(page.request, newAccount());
  await page.goto('/create-listing');
  const city = page.getByRole('combobox', { name: copy.listings.form.city });
  await tabTo(page, city);
  await page.keyboard.type('pune');
  const list = page.getByRole('listbox', { name: copy.listings.cityPicker.listLabel });
  await expect(list).toBeVisible();
  // The best match is active as the text is typed; the arrows move through the others and back.
  const active = async () => (await list.locator(`[id="${await city.getAttribute('aria-activedescendant')}"]`).textContent())?.trim() ?? '';
  await expect(city).toHaveAttribute('aria-activedescendant', /.+/);
  const best = await active();
  expect(best).toMatch(/^Pune, Maharashtra/);
  await page.keyboard.press('ArrowDown');
  await expect.poll(active).not.toBe(best);
  await page.keyboard.press('ArrowUp');
  await expect.poll(active).toBe(best);
  // Escape closes the list and keeps the text; the arrow opens it again.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await expect(city).toHaveValue('pune');
  await expect(city).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  const picked = best;
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(city).toHaveValue(picked.replace(/\s*\(.*\)$/, ''));
  await expect(city).toBeFocused();

  // A name that matches nothing says so, to the eye and to a screen reader (the status line).
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('qqqzzx');
  await expect(page.getByRole('main').locator('p:not([role="status"])').filter({ hasText: copy.listings.cityPicker.empty })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: copy.listings.cityPicker.empty })).toHaveCount(1);
  await expect(city).not.toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  // A second Escape, with the list closed, clears the box.
  await page.keyboard.press('Escape');
  await expect(city).toHaveValue('');
});

test('the delete confirmation, cancelled with its button, gives focus back to Delete', async ({ page, copy }) => {
  await ownerWithListing(page.request, `Sony A7 III ${randomUUID().slice(0, 8)}`);
  await page.goto('/dashboard');
  const remove = page.getByRole('main').getByRole('button', { name: copy.listings.dashboard.delete }).first();
  await tabTo(page, remove);
  const confirmation = page.getByRole('alertdialog');
  const unfocused = await lookOnceLeft(remove, async () => {
    await page.keyboard.press('Enter');
    await expect(confirmation).toBeVisible();
  });
  // Focus starts on Cancel, the safe choice.
  const cancel = confirmation.getByRole('button', { name: copy.listings.deleteDialog.cancel, exact: true });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirmation).toBeHidden();
  await expectFocused(remove, unfocused);
});
