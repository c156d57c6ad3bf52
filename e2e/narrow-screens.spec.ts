/**
 * Narrow phones and long text: at 320, 360 and 390 px no page is wider than the screen,
 * with a listing whose title and description are each one unbroken word (the title as long as the
 * form allows, 120 characters; the description 300) and an owner with a six-word name — signed
 * out, and signed in as that owner for the form, the dashboard and the profile.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, todayInIndia } from '../shared/src/booking-days.ts';
import { TITLE_MAX } from '../shared/src/schemas/listing.ts';
import { copyFor } from './copy.ts';
import { PageWidth } from './page-models/page-width.ts';
import { newAccount, registerAccount, signInAsAdmin, uploadPhotos } from './support.ts';

const WORD = 'Kirayadaar'.repeat(30);
const TITLE = WORD.slice(0, TITLE_MAX);
const DESCRIPTION = WORD.slice(0, 300);
/** A renter's name with no break short of the screen's width. */
const RENTER_NAME = 'Meenakshisundaram Balasubramanian';

interface Owner {
  username: string;
  password: string;
  fullName: string;
}

interface Listing {
  id: string;
  categorySlug: string;
  categoryName: string;
}

/** The owner (registered on `request`, which is then signed in as them) and their listing with five photos. */
async function listLongWordItem(request: APIRequestContext): Promise<{ owner: Owner; listing: Listing }> {
  const tag = randomBytes(4).toString('hex');
  const owner = { fullName: 'Venkata Sai Lakshmi Ramana Iyer Krishnan', username: `vslrik_${tag}`, password: 'chai-and-rain-42' };
  const registered = await request.post('/api/register', { data: { ...owner, email: `vslrik_${tag}@example.in` } });
  expect(registered.status()).toBe(201);
  const categories = (await (await request.get('/api/categories')).json()) as { id: string; slug: string; name: string }[];
  const category = categories.find((entry) => entry.slug === 'cameras') ?? categories[0];
  if (!category) throw new Error('no categories');
  const id = randomUUID();
  const imageUrls = await uploadPhotos(request, id, 5);
  const created = await request.post('/api/items', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { id, title: TITLE, description: DESCRIPTION, categoryId: category.id, isNegotiable: false, price: '125000', priceUnit: 'month', location: 'Thiruvananthapuram, Kerala', contactPhone: '+919876543210', imageUrls, videoUrl: null },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { owner, listing: { id, categorySlug: category.slug, categoryName: category.name } };
}

async function signIn(page: Page, owner: Owner): Promise<void> {
  const response = await page.request.post('/api/login/email', { data: { username: owner.username, password: owner.password } });
  expect(response.status()).toBe(200);
}

for (const width of [320, 360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('every page fits the screen with long words and a long name, signed out and signed in', async ({ page, request, browser }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'a phone-width check: the desktop project has nothing to add');
      // Sixteen pages and five photo uploads: 26-29 s on a slow day, against the default 30 s.
      test.slow();
      const { owner, listing } = await listLongWordItem(request);
      const fits = new PageWidth(page);
      const titleHeading = page.getByRole('heading', { level: 1, name: TITLE });
      const card = page.getByRole('link', { name: TITLE });

      // Signed out.
      await fits.expectFits('/', card, { scrollToEnd: true });
      await fits.expectFits(`/search?q=${WORD.slice(0, 40)}`, card);
      await fits.expectFits(`/category/${listing.categorySlug}`, card);
      await fits.expectFits(`/item/${listing.id}`, titleHeading);
      await expect(page.getByRole('region', { name: 'Owner' }).getByText(owner.fullName)).toBeVisible();
      // The first heart is the listing's own; similar listings (other widths' copies) follow.
      await page.getByRole('button', { name: `Add ${TITLE} to favorites` }).first().click();
      await fits.expectFits('/favorites', card);
      await fits.expectFits(`/contact/${listing.id}`, page.getByRole('heading', { level: 1, name: 'Contact Owner' }));

      // Signed in as the owner with the six-word name.
      await signIn(page, owner);
      await fits.expectFits('/', card, { scrollToEnd: true });
      await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('VK');
      await fits.expectFits(`/item/${listing.id}`, titleHeading);
      await fits.expectFits('/create-listing', page.getByRole('heading', { level: 1, name: 'List Your Item' }));
      await fits.expectFits('/dashboard', page.getByRole('article', { name: TITLE }));
      // The listing's actions stay on screen (they were pushed off it at 1,199 px).
      const actions = page.getByRole('group', { name: `Actions for ${TITLE}` });
      await fits.expectWithinWidth(actions.getByRole('link', { name: 'Edit' }));
      await fits.expectWithinWidth(actions.getByRole('button', { name: 'Delete' }));
      await fits.expectFits('/dashboard?tab=notifications', page.getByText('No notifications yet'));
      // Every tab on screen, Go Premium included (the strip once scrolled it off behind "Notifica…").
      for (const tab of await page.getByRole('tab').all()) await fits.expectWithinWidth(tab);
      await fits.expectFits('/profile/edit', page.getByRole('heading', { level: 1, name: 'Edit Profile' }));
      await fits.expectFits('/favorites', card);
      await fits.expectFits('/messages', page.getByRole('heading', { level: 1, name: 'Messages' }));
      // The header's Messages entry and the account menu both stay on screen.
      await fits.expectWithinWidth(page.getByRole('banner').getByRole('link', { name: 'Messages' }));
      await fits.expectWithinWidth(page.getByRole('banner').getByRole('button', { name: 'Open menu' }));

      // A renter with a long name asks to book: the owner's Bookings tab cuts the name short
      // (the card once grew to the unbroken name's width, 382 px at 360).
      const renter = await browser.newContext({ serviceWorkers: 'block' });
      await registerAccount(renter.request, { ...newAccount(), fullName: RENTER_NAME });
      const start = addDays(todayInIndia(), 5);
      const asked = await renter.request.post('/api/bookings', { headers: { 'Idempotency-Key': randomUUID() }, data: { id: randomUUID(), itemId: listing.id, startDate: start, endDate: addDays(start, 2) } });
      expect(asked.status(), await asked.text()).toBe(201);
      await renter.close();
      await fits.expectFits('/dashboard?tab=bookings', page.getByRole('article', { name: TITLE }));
      await expect(page.getByRole('article', { name: TITLE }).getByText(RENTER_NAME)).toBeVisible();
    });
  });
}

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('a signed-in phone header and its pages fit at 320, 360 and 390 px, with Hindi’s longer words', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone-width check: the desktop project has nothing to add');
    await registerAccount(page.request, newAccount());
    const fits = new PageWidth(page, copyFor('hi'));
    const heading = page.locator('#root h1');
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      // At 360 px "लिस्ट करें" once pushed the header's menu button six pixels off the screen.
      for (const path of ['/', '/dashboard?tab=bookings', '/messages', '/create-listing']) await fits.expectFits(path, heading);
      await fits.expectFits('/dashboard?tab=bookings', heading);
      for (const tab of await page.getByRole('tab').all()) await fits.expectWithinWidth(tab);
    }
  });
});

for (const locale of ['en', 'hi'] as const) {
  test(`the administrator's tabs and document filters are all on screen at 320 and 360 px (${locale})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone-width check: the desktop project has nothing to add');
    await signInAsAdmin(page, locale);
    const fits = new PageWidth(page, copyFor(locale));
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await fits.expectFits('/admin', page.locator('#root h1'));
      // "Rejected" hid behind a cut-off word, as did "User Management".
      const filters = page.getByRole('group', { name: copyFor(locale).documents.admin.filterLabel });
      await expect(filters.getByRole('button')).toHaveCount(4);
      for (const control of [...(await page.getByRole('tab').all()), ...(await filters.getByRole('button').all())]) await fits.expectWithinWidth(control);
    }
  });
}
