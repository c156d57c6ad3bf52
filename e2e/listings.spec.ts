/**
 * Listings end to end: create with every rule of the form, see it on the
 * dashboard with the statistics, edit it at both edit addresses, delete it after the confirmation;
 * and the website reviews form, signed out and signed in. Every word comes from the test's copy
 * (e2e/copy.ts): the Hindi projects run this file too.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { formatFileSize, formatNumber, formatRupees } from '../shared/src/intl.ts';
import { expect, test } from './fixtures.ts';
import { categoryName, type E2eCopy } from './copy.ts';
import { AuthDialog } from './page-models/auth-dialog.ts';
import { DashboardPage } from './page-models/dashboard-page.ts';
import { ListingForm } from './page-models/listing-form.ts';
import { mp4File, newAccount, SAMPLE_JPEG as JPEG, SAMPLE_PNG as PNG } from './support.ts';

/** The form's rules, by the messages they show. */
const rulesOf = (copy: E2eCopy) => {
  const validation = copy.listings.validation;
  return {
    title: validation.titleRequired,
    description: validation.descriptionRequired,
    category: validation.categoryRequired,
    price: validation.fixedPriceRequired,
    location: validation.locationRequired,
    custom: validation.customLocationRequired,
    phone: validation.phoneInvalid,
  };
};

/** Registers a fresh account through the browser context's request, so the page is signed in. */
async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/register', { data: newAccount() });
  expect(response.status()).toBe(201);
}

/** Lists an item straight through the API (with its Idempotency-Key), for the tests that start from one. */
async function listItem(page: Page, title: string): Promise<string> {
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: string; slug: string }[];
  const cameras = categories.find((category) => category.slug === 'cameras') ?? categories[0];
  const response = await page.request.post('/api/items', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { title, description: 'Lightly used, with charger and bag.', categoryId: cameras?.id, isNegotiable: false, price: '800', priceUnit: 'day', location: 'Pune, Maharashtra', contactPhone: null, imageUrls: [], videoUrl: null },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const image = (name: string, mimeType = 'image/jpeg') => ({ name, mimeType, buffer: mimeType === 'image/png' ? PNG : JPEG });

test('an owner creates a listing, meeting every rule of the form, and finds it on the dashboard', { tag: '@journey' }, async ({ page, copy, lang }) => {
  // Every rule, both pickers, a publish and the dashboard: over 30 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  const rules = rulesOf(copy);
  const { media, toasts, dashboard: mine } = copy.listings;
  await signIn(page);
  const form = new ListingForm(page);
  await page.goto('/create-listing');
  await form.expectTitle('create');

  // Nothing is checked before the first submit; then every message shows at once.
  await form.fill({ phone: '98765-abc' });
  await form.expectNoError(rules.phone);
  await form.submitButton('create').click();
  for (const message of [rules.title, rules.description, rules.category, rules.price, rules.location, rules.phone]) await form.expectError(message);

  // After that, each rule is checked again as the owner types.
  await form.fill({ title: 'Canon EOS 200D with 18-55 lens', description: 'Lightly used, with charger, bag and a 64 GB card.', category: categoryName(copy, 'cameras', 'Cameras') });
  await form.expectNoError(rules.title);
  await form.expectNoError(rules.category);
  await form.fill({ price: '12.345' });
  await form.expectError(rules.price);
  await form.fill({ price: '800', phone: '987654321' });
  await form.expectNoError(rules.price);
  await form.expectError(rules.phone);
  await form.fill({ phone: '+919876543210' });
  await form.expectNoError(rules.phone);
  await form.radio('customLocation').check();
  await form.expectError(rules.custom);
  await form.radio('chooseFromList').check();
  await form.expectError(rules.location);
  await form.chooseCity('pune', 'Pune, Maharashtra');
  await form.expectNoError(rules.location);

  // Photo and video picks are checked as they are made.
  await form.pickPhotos([image('a.gif', 'image/gif')]);
  await expect(page.getByText(media.invalidPhotoType.text, { exact: true })).toBeVisible();
  // Six picked at once: the first five are added, and the line says the sixth was left out until the pick is put right.
  await form.pickPhotos(['1', '2', '3', '4', '5', '6'].map((n) => image(`${n}.jpg`)));
  const leftOut = page.getByText(media.tooManyPhotosAdded(5, 5).text, { exact: false });
  await expect(leftOut.first()).toBeVisible();
  await expect(form.removePhoto(5)).toBeVisible();
  await expect(form.removePhoto(6)).toHaveCount(0);
  for (let n = 5; n >= 1; n--) await form.removePhoto(n).click();
  await expect(leftOut).toHaveCount(0);
  await form.pickPhotos([image('front.jpg'), image('side.png', 'image/png')]);
  await expect(form.removePhoto(2)).toBeVisible();
  await form.removePhoto(2).click();
  await expect(form.removePhoto(2)).toBeHidden();
  await form.pickVideo({ name: 'clip.avi', mimeType: 'video/x-msvideo', buffer: Buffer.alloc(10) });
  await expect(page.getByText(media.invalidVideoType.text, { exact: true })).toBeVisible();
  await form.pickVideo({ name: 'big.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText(media.videoTooLarge.text(5), { exact: true })).toBeVisible();
  // A real MP4 container (the server checks it; media.spec.ts covers what the browser makes of it).
  await form.pickVideo({ name: 'walkaround.mp4', mimeType: 'video/mp4', buffer: mp4File(2 * 1024 * 1024) });
  await expect(form.main.getByText('walkaround.mp4')).toBeVisible();
  await expect(form.main.getByText(formatFileSize(2 * 1024 * 1024, lang), { exact: true })).toBeVisible();

  await form.submitButton('create').click();
  await expect(page.getByText(toasts.created.title)).toBeVisible();
  await expect(page.getByText(toasts.created.description)).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  const dashboard = new DashboardPage(page);
  const card = dashboard.listing('Canon EOS 200D with 18-55 lens');
  await expect(card).toBeVisible();
  await expect(card.getByText(mine.pricePer(formatRupees(800, lang), copy.listings.priceUnitShort.day))).toBeVisible();
  await expect(card.getByText(mine.statusActive)).toBeVisible();
  await expect(card.getByText(mine.bookings(0))).toBeVisible();
  await expect(dashboard.stat('totalListings')).toHaveText(formatNumber(1, lang));
  await expect(dashboard.stat('totalViews')).toHaveText(formatNumber(0, lang));
  await expect(dashboard.stat('averageRating')).toHaveText(mine.noReviewsYet);
  await card.getByRole('link', { name: mine.viewDetails }).click();
  await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
  // The photo kept in the form was uploaded through the upload URLs and shows on the item page.
  await expect(page.locator('main img[src^="/media/i/"]').first()).toBeVisible();
});

test('Cancel leaves the form for home, and a negotiable price needs no amount', async ({ page, copy }) => {
  const rules = rulesOf(copy);
  await signIn(page);
  const form = new ListingForm(page);
  await page.goto('/create-listing');
  await form.radio('negotiable').check();
  await expect(form.field('price')).toBeHidden();
  await expect(form.field('duration')).toBeHidden();
  await form.submitButton('create').click();
  await form.expectError(rules.title);
  await form.expectNoError(rules.price);
  await form.cancelButton().click();
  await expect(page).toHaveURL('/');
});

test('an owner pins a new listing to where they are, to about a kilometre', async ({ page, context, copy }) => {
  const form = new ListingForm(page);
  const own = copy.listings.form;
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 18.530_43, longitude: 73.847_74 });
  await signIn(page);
  await page.goto('/create-listing');
  await form.fill({ title: 'Pinned tripod', category: categoryName(copy, 'cameras', 'Cameras'), description: 'Sturdy, with a carry bag.', price: '200', city: { type: 'pune', choose: 'Pune, Maharashtra' } });
  await form.main.getByRole('button', { name: own.useMyLocation }).click();
  await expect(form.main.getByText(own.pointTaken)).toBeVisible();
  const created = page.waitForResponse((response) => response.url().endsWith('/api/items') && response.request().method() === 'POST');
  await form.submitButton('create').click();
  expect(await (await created).json()).toMatchObject({ title: 'Pinned tripod', latitude: 18.53, longitude: 73.85 });
});

test('the owner edits a listing at /item/{id}/edit and at /edit-listing/{id}; nobody else can', async ({ page, browser, copy, lang }) => {
  const { toasts, dashboard: mine, edit } = copy.listings;
  await signIn(page);
  const id = await listItem(page, 'Sony A7 III body');
  const form = new ListingForm(page);
  const dashboard = new DashboardPage(page);

  await dashboard.goto();
  await dashboard.listing('Sony A7 III body').getByRole('link', { name: mine.edit }).click();
  await expect(page).toHaveURL(`/item/${id}/edit`);
  await form.expectTitle('edit');
  await expect(form.field('title')).toHaveValue('Sony A7 III body');
  await expect(form.field('price')).toHaveValue('800');
  await expect(form.radio('chooseFromList')).toBeChecked();
  await expect(form.cityBox()).toHaveValue('Pune, Maharashtra');
  await form.fill({ title: 'Sony A7 III with 28-70 lens', duration: 'week', price: '4500' });
  await form.submitButton('edit').click();
  await expect(page.getByText(toasts.updated.title)).toBeVisible();
  await expect(page.getByText(toasts.updated.description)).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(dashboard.listing('Sony A7 III with 28-70 lens').getByText(mine.pricePer(formatRupees(4500, lang), copy.listings.priceUnitShort.week))).toBeVisible();

  await page.goto(`/edit-listing/${id}`);
  await form.expectTitle('edit');
  await form.radio('negotiable').check();
  await form.radio('customLocation').check();
  await form.fill({ customLocation: 'Koregaon Park, Pune' });
  await form.submitButton('edit').click();
  await expect(page).toHaveURL('/dashboard');
  await expect(dashboard.listing('Sony A7 III with 28-70 lens').getByText(mine.priceNegotiable)).toBeVisible();

  // A custom location reads back as custom.
  await page.goto(`/item/${id}/edit`);
  await expect(form.radio('customLocation')).toBeChecked();
  await expect(form.field('customLocation')).toHaveValue('Koregaon Park, Pune');

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await signIn(strangerPage);
  await strangerPage.goto(`/item/${id}/edit`);
  await expect(strangerPage.getByRole('heading', { name: edit.notOwner })).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: copy.listings.form.update })).toBeHidden();
  await stranger.close();
});

test('the owner deletes a listing after the confirmation', async ({ page, copy, lang }) => {
  const { deleteDialog, toasts, dashboard: mine } = copy.listings;
  await signIn(page);
  await listItem(page, 'Nikon D5600 kit');
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.stat('totalListings')).toHaveText(formatNumber(1, lang));

  await dashboard.startDelete('Nikon D5600 kit');
  await expect(dashboard.confirmation.getByText(deleteDialog.text)).toBeVisible();
  await dashboard.confirmation.getByRole('button', { name: deleteDialog.cancel }).click();
  await expect(dashboard.confirmation).toBeHidden();
  await expect(dashboard.listing('Nikon D5600 kit')).toBeVisible();

  await dashboard.startDelete('Nikon D5600 kit');
  await dashboard.confirmation.getByRole('button', { name: deleteDialog.confirm }).click();
  await expect(page.getByText(toasts.deleted.description)).toBeVisible();
  await expect(dashboard.listing('Nikon D5600 kit')).toBeHidden();
  await expect(page.getByText(mine.empty)).toBeVisible();
  await expect(dashboard.stat('totalListings')).toHaveText(formatNumber(0, lang));
});

test.describe('website reviews', () => {
  const section = (page: Page) => page.locator('#reviews');

  test('a visitor is asked to log in, with the dialog opened for them', async ({ page, copy }) => {
    const t = copy.listings.reviews;
    await page.goto('/#reviews');
    const reviews = section(page);
    const submit = reviews.getByRole('button', { name: t.submit });
    await expect(submit).toBeDisabled();
    await reviews.getByRole('radio', { name: t.starLabel(5) }).check();
    await reviews.getByLabel(t.reviewLabel).fill('Found a scooter for the weekend in minutes.');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText(t.loginRequired.title)).toBeVisible();
    await expect(page.getByText(t.loginRequired.description)).toBeVisible();
    await new AuthDialog(page).expectOpenOn('logIn');
  });

  test('a member submits a review, which then shows in the list', async ({ page, copy }) => {
    const t = copy.listings.reviews;
    await signIn(page);
    await page.goto('/#reviews');
    const reviews = section(page);
    const submit = reviews.getByRole('button', { name: t.submit });
    // Pressed while it reads as disabled (so Playwright will not click it), the button says what is missing.
    await expect(reviews.getByRole('heading', { name: t.formHeading })).toBeVisible();
    await submit.dispatchEvent('click');
    await expect(page.getByText(t.ratingRequired.description)).toBeVisible();
    await reviews.getByRole('radio', { name: t.starLabel(4) }).check();
    await reviews.getByLabel(t.reviewLabel).fill('  too short ');
    await submit.dispatchEvent('click');
    await expect(page.getByText(t.tooShort.description)).toBeVisible();
    const text = `Rented a tent for Lonavala, owner was helpful. ${randomUUID().slice(0, 8)}`;
    await reviews.getByLabel(t.reviewLabel).fill(text);
    await expect(reviews.getByText(t.counter(text.length, 500))).toBeVisible();
    await submit.click();
    await expect(page.getByText(t.submitted.title)).toBeVisible();
    await expect(page.getByText(t.submitted.description)).toBeVisible();
    const posted = reviews.getByRole('listitem').filter({ hasText: text });
    await expect(posted).toBeVisible();
    await expect(posted.getByRole('img', { name: t.ratedLabel(4) })).toBeVisible();
    await expect(posted.getByRole('heading', { name: 'Meera Iyer' })).toBeVisible();
    await expect(reviews.getByLabel(t.reviewLabel)).toHaveValue('');
  });
});
