/**
 * On a patchy link the code of a part the visitor opens (the phone's menu, a listing's gallery) may be
 * slow or not arrive at all. While it is on its way the page says so; when it does not come, the page
 * stays as it was and says the connection failed, rather than giving way to the error screen, and the
 * next tap asks for the code again. A piece of the page (the booking calendar) says so in its place,
 * with "Try again". It runs in the phone project only (the same code loads on every screen size).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { routeErrorMessages } from '../shared/src/messages/route-error.ts';
import { BookingCalendar } from './page-models/booking-calendar.ts';
import { ownerWithListing } from './support.ts';

/** Every request for the chunk named `name` fails as on a dropped link, until the returned function lifts it. */
async function dropChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const pattern = `**/assets/${name}-*.js`;
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(pattern);
}

test("the phone's menu that could not load leaves the page, says so, and opens at the next tap", async ({ page, copy }) => {
  const restore = await dropChunk(page, 'mobile-menu-sheet');
  await page.goto('/');
  const openMenu = page.getByRole('banner').getByRole('button', { name: copy.messages.header.openMenu });

  await openMenu.click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: copy.messages.errors.network })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(routeErrorMessages.heading);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(openMenu).toHaveAttribute('aria-expanded', 'false');

  await restore();
  await openMenu.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test("the phone's menu says it is on its way while its code comes slowly, and opens once it is in", async ({ page, copy }) => {
  let arrive: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/assets/mobile-menu-sheet-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: copy.messages.header.openMenu }).click();
  const notice = page.getByRole('status').filter({ hasText: copy.messages.opening });
  await expect(notice).toBeVisible();

  arrive();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test("a listing's gallery that could not load leaves the listing, says so, and opens at the next tap", async ({ page, request, copy }) => {
  const { itemId } = await ownerWithListing(request, 'Tripod for the patchy link', '+919876543210', 1);
  const restore = await dropChunk(page, 'item-gallery');
  await page.goto(`/item/${itemId}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Tripod for the patchy link' });
  await expect(heading).toBeVisible();
  const photo = page.getByRole('button', { name: copy.browse.item.openGallery('Tripod for the patchy link') });

  await photo.click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: copy.messages.errors.network })).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await restore();
  await photo.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("a listing's booking calendar that could not load says so in its place, and comes at Try again", async ({ page, request, copy }) => {
  const { itemId } = await ownerWithListing(request, 'Projector for the patchy link');
  const restore = await dropChunk(page, 'booking-calendar');
  await page.goto(`/item/${itemId}`);
  const failed = page.getByRole('alert').filter({ hasText: copy.messages.errors.network });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Projector for the patchy link' })).toBeVisible();

  await restore();
  await failed.getByRole('button', { name: routeErrorMessages.retry }).click();
  await expect(new BookingCalendar(page).root).toBeVisible();
  await expect(failed).toHaveCount(0);
});
