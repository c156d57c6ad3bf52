/**
 * Go Premium end to end, against the built-in test gateway (the e2e server has no provider
 * keys): buy the yearly plan, see the status card and the receipt, then list an item with the yearly
 * plan's 15 photos through the listing form — three times the free tier's five.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DashboardPage } from './page-models/dashboard-page.ts';
import { ListingForm, type PickedFile } from './page-models/listing-form.ts';
import { newAccount, registerAccount, SAMPLE_JPEG } from './support.ts';

const photo = (n: number): PickedFile => ({ name: `photo-${n}.jpg`, mimeType: 'image/jpeg', buffer: SAMPLE_JPEG });

test('the yearly plan is bought in test mode, shows its status and receipt, and a listing takes 15 photos', async ({ page }) => {
  test.slow();
  await registerAccount(page.request, newAccount());
  await page.goto('/dashboard?tab=premium');
  const yearly = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium Yearly' }) });
  await expect(yearly.getByText('Best Value')).toBeVisible();
  // ₹399 a month against ₹3,999 a year: 399 − 3999/12 = 65.75, rounded.
  await expect(yearly.getByText('Save ₹66/month')).toBeVisible();
  await yearly.getByRole('button', { name: 'Subscribe' }).click();

  const checkout = page.getByRole('dialog');
  await expect(checkout.getByText('Test mode — no money is charged')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay ₹3,999 (test)' }).click();
  await expect(page.getByText('Payment successful', { exact: true })).toBeVisible();

  const status = page.getByRole('region', { name: 'Your plan', exact: true });
  await expect(status.getByText(/^Premium Yearly/)).toBeVisible();
  await expect(status.getByText(/^Paid until /)).toBeVisible();
  await expect(yearly.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  const payments = page.getByRole('region', { name: 'Payments', exact: true });
  await expect(payments.getByText(/Receipt KIR-\d{4}-\d{6}/)).toBeVisible();
  await expect(payments.getByText('Prices include GST.')).toBeVisible();

  // The listing form follows the plan: 15 photos, all uploaded and saved.
  const title = `Canon R6 wedding kit ${randomBytes(3).toString('hex')}`;
  const form = new ListingForm(page);
  await page.goto('/create-listing');
  await form.expectTitle('create');
  await form.fill({
    title,
    category: 'Cameras',
    description: 'Full-frame body, two lenses, flash and three batteries.',
    price: '1500',
    duration: 'day',
    city: { type: 'pune', choose: 'Pune, Maharashtra' },
  });
  await form.pickPhotos(Array.from({ length: 15 }, (_, index) => photo(index + 1)));
  await expect(form.photo(15)).toBeVisible();
  await form.submitButton('create').click();
  await expect(page.getByText('Listing Created!', { exact: true })).toBeVisible({ timeout: 60_000 });
  await new DashboardPage(page).listing(title).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const saved = (await (await page.request.get(`/api/items/${id}`)).json()) as { imageUrls: string[] };
  expect(saved.imageUrls).toHaveLength(15);
});

test('a failed test payment leaves the user on the free plan with a clear message', async ({ page }) => {
  await registerAccount(page.request, newAccount());
  await page.goto('/dashboard?tab=premium');
  const monthly = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium Monthly' }) });
  await monthly.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Simulate a failed payment' }).click();
  // Said in the tab and in a toast; the toast may still be on its way, so each is found where it is.
  await expect(page.getByRole('tabpanel').getByText('Payment failed', { exact: true })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').getByText('Payment failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan', exact: true })).toHaveCount(0);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { premiumTier: string };
  expect(me.premiumTier).toBe('free');
});
