/**
 * Kiraya by keyboard alone (issue 15): the skip link, the menus, the sign-in dialog, the gallery, the
 * booking calendar's range and the city picker, reached with Tab and worked with Enter, arrows and
 * Escape. Every stop on the way shows where focus is, and a closed dialog or menu gives focus back to
 * what opened it.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { escapeRegExp } from './copy.ts';
import { test } from './fixtures.ts';
import { BookingCalendar } from './page-models/booking-calendar.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

/** Tab stops before giving up: the longest way here (header, then a form) is well under it. */
const MAX_TABS = 80;

/**
 * Whether the focused element shows it: an outline or a ring (box-shadow) on it, or on the card or
 * label around it that draws the focus for it (a radio card, an item card whose link covers it), or a
 * menu item's highlight.
 */
async function focusShows(page: Page): Promise<{ shows: boolean; element: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { shows: false, element: 'body' };
    const drawn = (node: Element): boolean => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    let shows = drawn(element) || element.hasAttribute('data-highlighted');
    for (let node = element.parentElement, depth = 0; !shows && node && depth < 4; node = node.parentElement, depth += 1) shows = drawn(node);
    return { shows, element: element.outerHTML.slice(0, 160) };
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that focus can be seen. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  for (let stop = 0; stop < MAX_TABS; stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focusShows(page);
    if (focus.element !== 'body') expect(focus.shows, `focus is not visible on ${focus.element}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function expectFocused(locator: Locator): Promise<void> {
  await expect(locator).toBeFocused();
  const page = locator.page();
  const focus = await focusShows(page);
  expect(focus.shows, `focus is not visible on ${focus.element}`).toBe(true);
}

/** A listing with three photos by an owner in a browser context of their own; its id. */
async function listingWithPhotos(browser: Browser, title: string): Promise<string> {
  const context = await browser.newContext();
  const { itemId } = await ownerWithListing(context.request, title, '+919876543210', 3);
  await context.close();
  return itemId;
}

test('the skip link jumps to the page, and the sign-in dialog opens, works and closes by keyboard', async ({ page, copy }) => {
  await page.goto('/');
  await expect(page.locator('#root h1').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: copy.messages.header.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  const header = page.getByRole('banner');
  const { freeListing, freeListingShort } = copy.messages.header;
  const opener = header.getByRole('button', { name: freeListing, exact: true }).or(header.getByRole('button', { name: freeListingShort, exact: true })).first();
  // Back from the page into the header.
  await tabTo(page, opener, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: copy.auth.dialog.title });
  await expect(dialog).toBeVisible();
  // Focus is inside the dialog and stays there: Tab cycles through its controls only.
  for (let stop = 0; stop < 12; stop += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    const focus = await focusShows(page);
    expect(focus.shows, `focus is not visible on ${focus.element}`).toBe(true);
  }
  // The tabs switch with the arrow keys.
  await dialog.getByRole('tab', { name: copy.auth.dialog.signUpTab }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: copy.auth.dialog.logInTab })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(opener);
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
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: copy.messages.header.menuTitle });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expectFocused(phoneMenu);
  } else {
    await tabTo(page, avatar);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expectFocused(avatar);
    // Enter on an item follows it.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: copy.messages.header.myListings, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('the gallery opens from a thumbnail, moves with the arrows and gives focus back', async ({ page, browser, copy }) => {
  const title = `Canon EOS 200D ${randomUUID().slice(0, 8)}`;
  const itemId = await listingWithPhotos(browser, title);
  await page.goto(`/item/${itemId}`);
  const item = copy.browse.item;
  const thumbnail = page.getByRole('main').getByRole('button', { name: item.showMedia(2, 3), exact: true });
  await tabTo(page, thumbnail);
  await page.keyboard.press('Enter');
  const gallery = page.getByRole('dialog', { name: item.gallery.title(title) });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByText(item.gallery.counter(2, 3), { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText(item.gallery.counter(3, 3), { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByText(item.gallery.counter(1, 3), { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expectFocused(thumbnail);
});

test('a date range is picked on the booking calendar with the arrow keys and Enter', async ({ page, browser, copy }) => {
  const itemId = await listingWithPhotos(browser, `Nikon D3500 ${randomUUID().slice(0, 8)}`);
  await registerAccount(page.request, newAccount());
  await page.goto(`/item/${itemId}`);
  const calendar = new BookingCalendar(page);
  const today = todayInIndia();
  // The grid has one tab stop: today.
  await tabTo(page, calendar.day(today));
  await page.keyboard.press('ArrowRight');
  await expectFocused(calendar.day(addDays(today, 1)));
  await page.keyboard.press('Enter');
  await expect(calendar.day(addDays(today, 1))).toHaveAccessibleName(new RegExp(`, ${escapeRegExp(copy.calendar.status.start)}$`));
  await page.keyboard.press('ArrowDown');
  await expectFocused(calendar.day(addDays(today, 8)));
  await page.keyboard.press('Enter');
  await expect(calendar.day(addDays(today, 8))).toHaveAccessibleName(new RegExp(`, ${escapeRegExp(copy.calendar.status.end)}$`));
  await expect(calendar.summary('to')).not.toHaveText(copy.calendar.summary.none);
  await expect(calendar.summary('total')).toContainText(copy.calendar.summary.days(7));
  // Request Booking comes after the grid in the tab order.
  await tabTo(page, calendar.requestBooking);
});

test('a city is found and picked in the listing form with the keyboard', async ({ page, copy }) => {
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
  const picked = best;
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(city).toHaveValue(picked.replace(/\s*\(.*\)$/, ''));
  await expect(city).toBeFocused();
});
