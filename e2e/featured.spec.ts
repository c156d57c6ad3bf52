/**
 * Featured placement end to end on a 360-px phone: an owner buys the monthly plan through the built-in
 * test gateway, and their listing shows in Featured Rentals on home with the Featured badge; once the
 * month has run out (the server's clock moved for this browser only) it has left the section. Every
 * word comes from the test's copy: the Hindi projects run this file too.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Item } from '@shared/api.ts';
import { formatRupees } from '@shared/intl.ts';
import { expect, test } from './fixtures.ts';
import { HomePage } from './page-models/home-page.ts';
import { ownerWithListing } from './support.ts';

test.use({ viewport: { width: 360, height: 780 } });

/** The home section's own call: does Featured Rentals list the listing now, for this browser? */
const featuredIds = async (request: APIRequestContext): Promise<string[]> =>
  ((await (await request.get('/api/items?filter=featured&limit=13')).json()) as Item[]).map((item) => item.id);

test("a paid plan puts the owner's listing in Featured Rentals with the badge, until the plan ends", { tag: '@journey' }, async ({ page, copy, lang }) => {
  test.slow();
  const title = `Featured tripod ${randomBytes(3).toString('hex')}`;
  const { itemId } = await ownerWithListing(page.request, title);
  const home = new HomePage(page);

  await page.goto('/dashboard?tab=premium');
  const monthly = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: copy.premium.tierNames.monthly }) });
  await monthly.getByRole('button', { name: copy.premium.plan.subscribe }).click();
  await page.getByRole('dialog').getByRole('button', { name: copy.premium.checkout.pay(formatRupees(399, lang)) }).click();
  // The toast: in Hindi the plan's status chip reads the same words ("Paid" in English).
  await expect(page.locator('[data-sonner-toast]').getByText(copy.premium.checkout.successTitle, { exact: true })).toBeVisible();

  await home.goto();
  const featured = await home.section('featured');
  const card = home.card(featured, title);
  await expect(card).toBeVisible();
  await expect(card.getByText(copy.browse.card.featured, { exact: true })).toBeVisible();

  // A month and a day later for this browser: the plan has run out, with no job run on the server.
  expect((await page.request.post('/api/test/clock', { data: { offsetDays: 31 } })).status()).toBe(200);
  // The server keeps a list page for two seconds: wait until the one it hands out is read anew.
  await expect.poll(() => featuredIds(page.request)).not.toContain(itemId);
  await home.goto();
  await expect(home.card(await home.section('featured'), title)).toHaveCount(0);
  expect(((await (await page.request.get(`/api/items/${itemId}`)).json()) as Item).isFeatured).toBe(false);
});
