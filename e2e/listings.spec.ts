/**
 * Listings end to end (spec §2, §5, §8): create with every rule of the form, see it on the
 * dashboard with the statistics, edit it at both edit addresses, delete it after the confirmation;
 * and the website reviews form, signed out and signed in.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { AuthDialog } from './page-models/auth-dialog.ts';
import { DashboardPage } from './page-models/dashboard-page.ts';
import { ListingForm } from './page-models/listing-form.ts';
import { mp4File, newAccount, SAMPLE_JPEG as JPEG, SAMPLE_PNG as PNG } from './support.ts';

const rules = {
  title: 'Title is required',
  description: 'Description is required',
  category: 'Category is required',
  price: 'Price and duration are required for fixed pricing, and price must be a valid decimal',
  location: 'Location is required when selecting from list',
  custom: 'Custom location is required when selecting custom location type',
  phone: 'Please enter a valid phone number using only numbers (0-9) and + sign, with 10-15 digits',
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

test('an owner creates a listing, meeting every rule of the form, and finds it on the dashboard', async ({ page }) => {
  await signIn(page);
  const form = new ListingForm(page);
  await page.goto('/create-listing');
  await form.expectTitle('List Your Item');

  // Nothing is checked before the first submit; then every message shows at once.
  await form.fill({ phone: '98765-abc' });
  await form.expectNoError(rules.phone);
  await form.submitButton('create').click();
  for (const message of [rules.title, rules.description, rules.category, rules.price, rules.location, rules.phone]) await form.expectError(message);

  // After that, each rule is checked again as the owner types.
  await form.fill({ title: 'Canon EOS 200D with 18-55 lens', description: 'Lightly used, with charger, bag and a 64 GB card.', category: 'Cameras' });
  await form.expectNoError(rules.title);
  await form.expectNoError(rules.category);
  await form.fill({ price: '12.345' });
  await form.expectError(rules.price);
  await form.fill({ price: '800', phone: '987654321' });
  await form.expectNoError(rules.price);
  await form.expectError(rules.phone);
  await form.fill({ phone: '+919876543210' });
  await form.expectNoError(rules.phone);
  await form.radio('Custom location').check();
  await form.expectError(rules.custom);
  await form.radio('Choose from list').check();
  await form.expectError(rules.location);
  await form.chooseCity('pune', 'Pune, Maharashtra');
  await form.expectNoError(rules.location);

  // Photo and video picks are checked as they are made.
  await form.pickPhotos([image('a.gif', 'image/gif')]);
  await expect(page.getByText('Only JPEG, PNG, and WebP images are allowed.', { exact: true })).toBeVisible();
  await form.pickPhotos(['1', '2', '3', '4', '5', '6'].map((n) => image(`${n}.jpg`)));
  await expect(page.getByText('You can upload maximum 5 photos.', { exact: true })).toBeVisible();
  await form.pickPhotos([image('front.jpg'), image('side.png', 'image/png')]);
  await expect(form.main.getByRole('button', { name: 'Remove photo 2' })).toBeVisible();
  await form.main.getByRole('button', { name: 'Remove photo 2' }).click();
  await expect(form.main.getByRole('button', { name: 'Remove photo 2' })).toBeHidden();
  await form.pickVideo({ name: 'clip.avi', mimeType: 'video/x-msvideo', buffer: Buffer.alloc(10) });
  await expect(page.getByText('Only MP4, WebM, and MOV videos are allowed.', { exact: true })).toBeVisible();
  await form.pickVideo({ name: 'big.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText('Video must be less than 5MB.', { exact: true })).toBeVisible();
  // A real MP4 container (the server checks it; media.spec.ts covers what the browser makes of it).
  await form.pickVideo({ name: 'walkaround.mp4', mimeType: 'video/mp4', buffer: mp4File(2 * 1024 * 1024) });
  await expect(form.main.getByText('walkaround.mp4')).toBeVisible();
  await expect(form.main.getByText('2.00 MB')).toBeVisible();

  await form.submitButton('create').click();
  await expect(page.getByText('Listing Created!')).toBeVisible();
  await expect(page.getByText('Your item has been listed successfully.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  const dashboard = new DashboardPage(page);
  const card = dashboard.listing('Canon EOS 200D with 18-55 lens');
  await expect(card).toBeVisible();
  await expect(card.getByText('₹800 / day')).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('0 booking requests')).toBeVisible();
  await expect(dashboard.stat('Total Listings')).toHaveText('1');
  await expect(dashboard.stat('Total Views')).toHaveText('0');
  await expect(dashboard.stat('Average Rating')).toHaveText('No reviews yet');
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
  // The photo kept in the form was uploaded through the upload URLs and shows on the item page.
  await expect(page.locator('main img[src^="/media/i/"]').first()).toBeVisible();
});

test('Cancel leaves the form for home, and a negotiable price needs no amount', async ({ page }) => {
  await signIn(page);
  const form = new ListingForm(page);
  await page.goto('/create-listing');
  await form.radio('Negotiable').check();
  await expect(form.field('Price')).toBeHidden();
  await expect(form.field('Duration')).toBeHidden();
  await form.submitButton('create').click();
  await form.expectError(rules.title);
  await form.expectNoError(rules.price);
  await form.main.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/');
});

test('the owner edits a listing at /item/{id}/edit and at /edit-listing/{id}; nobody else can', async ({ page, browser }) => {
  await signIn(page);
  const id = await listItem(page, 'Sony A7 III body');
  const form = new ListingForm(page);
  const dashboard = new DashboardPage(page);

  await dashboard.goto();
  await dashboard.listing('Sony A7 III body').getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/item/${id}/edit`);
  await form.expectTitle('Edit Your Listing');
  await expect(form.field('Title')).toHaveValue('Sony A7 III body');
  await expect(form.field('Price')).toHaveValue('800');
  await expect(form.radio('Choose from list')).toBeChecked();
  await expect(form.main.getByRole('combobox', { name: 'City' })).toHaveValue('Pune, Maharashtra');
  await form.fill({ title: 'Sony A7 III with 28-70 lens', duration: 'Per Week', price: '4500' });
  await form.submitButton('edit').click();
  await expect(page.getByText('Listing Updated!')).toBeVisible();
  await expect(page.getByText('Your item has been updated successfully.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(dashboard.listing('Sony A7 III with 28-70 lens').getByText('₹4,500 / week')).toBeVisible();

  await page.goto(`/edit-listing/${id}`);
  await form.expectTitle('Edit Your Listing');
  await form.radio('Negotiable').check();
  await form.radio('Custom location').check();
  await form.fill({ customLocation: 'Koregaon Park, Pune' });
  await form.submitButton('edit').click();
  await expect(page).toHaveURL('/dashboard');
  await expect(dashboard.listing('Sony A7 III with 28-70 lens').getByText('Price Negotiable')).toBeVisible();

  // A custom location reads back as custom.
  await page.goto(`/item/${id}/edit`);
  await expect(form.radio('Custom location')).toBeChecked();
  await expect(form.field('Custom Location')).toHaveValue('Koregaon Park, Pune');

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await signIn(strangerPage);
  await strangerPage.goto(`/item/${id}/edit`);
  await expect(strangerPage.getByRole('heading', { name: 'You can only edit your own listings' })).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: 'Update Listing' })).toBeHidden();
  await stranger.close();
});

test('the owner deletes a listing after the confirmation', async ({ page }) => {
  await signIn(page);
  await listItem(page, 'Nikon D5600 kit');
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.stat('Total Listings')).toHaveText('1');

  await dashboard.startDelete('Nikon D5600 kit');
  await expect(dashboard.confirmation.getByText('Are you sure you want to delete this listing? This action cannot be undone.')).toBeVisible();
  await dashboard.confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(dashboard.confirmation).toBeHidden();
  await expect(dashboard.listing('Nikon D5600 kit')).toBeVisible();

  await dashboard.startDelete('Nikon D5600 kit');
  await dashboard.confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Listing deleted successfully')).toBeVisible();
  await expect(dashboard.listing('Nikon D5600 kit')).toBeHidden();
  await expect(page.getByText('No listings yet. Create your first listing to get started!')).toBeVisible();
  await expect(dashboard.stat('Total Listings')).toHaveText('0');
});

test.describe('website reviews', () => {
  const section = (page: Page) => page.locator('#reviews');

  test('a visitor is asked to log in, with the dialog opened for them', async ({ page }) => {
    await page.goto('/#reviews');
    const reviews = section(page);
    const submit = reviews.getByRole('button', { name: 'Submit Review' });
    await expect(submit).toBeDisabled();
    await reviews.getByRole('radio', { name: '5 stars' }).check();
    await reviews.getByLabel('Your review').fill('Found a scooter for the weekend in minutes.');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Login Required')).toBeVisible();
    await expect(page.getByText('Please login to submit a review')).toBeVisible();
    await new AuthDialog(page).expectOpenOn('Log In');
  });

  test('a member submits a review, which then shows in the list', async ({ page }) => {
    await signIn(page);
    await page.goto('/#reviews');
    const reviews = section(page);
    const submit = reviews.getByRole('button', { name: 'Submit Review' });
    // Pressed while it reads as disabled (so Playwright will not click it), the button says what is missing.
    await expect(reviews.getByRole('heading', { name: 'Share Your Experience' })).toBeVisible();
    await submit.dispatchEvent('click');
    await expect(page.getByText('Please select a star rating')).toBeVisible();
    await reviews.getByRole('radio', { name: '4 stars' }).check();
    await reviews.getByLabel('Your review').fill('  too short ');
    await submit.dispatchEvent('click');
    await expect(page.getByText('Please write at least 10 characters')).toBeVisible();
    const text = `Rented a tent for Lonavala, owner was helpful. ${randomUUID().slice(0, 8)}`;
    await reviews.getByLabel('Your review').fill(text);
    await expect(reviews.getByText(`${text.length}/500`)).toBeVisible();
    await submit.click();
    await expect(page.getByText('Review Submitted')).toBeVisible();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    const posted = reviews.getByRole('listitem').filter({ hasText: text });
    await expect(posted).toBeVisible();
    await expect(posted.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(posted.getByRole('heading', { name: 'Meera Iyer' })).toBeVisible();
    await expect(reviews.getByLabel('Your review')).toHaveValue('');
  });
});
