/**
 * No dead ends and no lost work: signing up or in keeps what the visitor came to do (Free
 * Listing, a guarded page, their favourites), a typed listing form survives a reload and is offered
 * again, and no contact button leads nowhere.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { FavoriteEntry, Item, User } from '@shared/api.ts';
import { AuthDialog } from './page-models/auth-dialog.ts';
import { FavoritesPage } from './page-models/favorites-page.ts';
import { ListingForm } from './page-models/listing-form.ts';
import { ListingSync } from './page-models/listing-sync.ts';
import { SiteHeader } from './page-models/site-header.ts';
import { newAccount, ownerWithListing, registerAccount, SAMPLE_JPEG } from './support.ts';

const freeListing = (page: Page): string => (page.viewportSize()!.width < 640 ? 'List' : 'Free Listing');

/** A listing of someone else's, without a phone, made through the API from its own session. */
const someoneElsesListing = async (request: APIRequestContext, title: string): Promise<string> => (await ownerWithListing(request, title, null)).itemId;

test('Free Listing, then Sign Up, lands on the listing form', async ({ page }) => {
  const dialog = new AuthDialog(page);
  await page.goto('/');
  await new SiteHeader(page).clickAction(freeListing(page));
  await dialog.expectOpenOn('signUp');
  await dialog.fillSignUp(newAccount());
  await dialog.submitSignUp();
  await expect(page).toHaveURL('/create-listing');
  await new ListingForm(page).expectTitle('create');
  await expect(dialog.root).toBeHidden();
});

test('Free Listing, then Log In on the other tab, lands on the listing form too', async ({ page, request }) => {
  const account = newAccount();
  await registerAccount(request, account);
  const dialog = new AuthDialog(page);
  await page.goto('/');
  await new SiteHeader(page).clickAction(freeListing(page));
  await dialog.logIn(account.username, account.password);
  await expect(page).toHaveURL('/create-listing');
  await new ListingForm(page).expectTitle('create');
});

test('a guarded page offers Sign Up as well, and shows itself once the visitor has an account', async ({ page }) => {
  await page.goto('/create-listing');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In to Continue' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
  const dialog = new AuthDialog(page);
  await dialog.expectOpenOn('signUp');
  await dialog.fillSignUp(newAccount());
  await dialog.submitSignUp();
  await new ListingForm(page).expectTitle('create');
  await expect(page).toHaveURL('/create-listing');
});

test('a visitor who hearts a listing and then signs up keeps it, and stays on Favourites', async ({ page, playwright, baseURL }) => {
  const other = await playwright.request.newContext({ baseURL });
  const title = `Canon EOS 200D ${randomUUID().slice(0, 8)}`;
  const id = await someoneElsesListing(other, title);
  await other.dispose();

  await page.goto(`/item/${id}`);
  await page.getByRole('main').getByRole('button', { name: `Add ${title} to favorites` }).first().click();
  const favorites = new FavoritesPage(page);
  await favorites.open();
  await expect(favorites.card(title)).toBeVisible();

  await new SiteHeader(page).clickAction('Sign Up');
  const dialog = new AuthDialog(page);
  await dialog.fillSignUp(newAccount());
  await dialog.submitSignUp();
  await expect(dialog.root).toBeHidden();
  await expect(page).toHaveURL('/favorites');
  await expect(favorites.card(title)).toBeVisible();
  // Kept for the account too: the server's list has it.
  await expect.poll(async () => ((await (await page.request.get('/api/favorites')).json()) as FavoriteEntry[]).filter((entry) => entry.favorite).map((entry) => entry.itemId))
    .toContain(id);
});

test('a typed listing form survives a reload, photo included, and is gone once published', async ({ page }) => {
  await registerAccount(page.request, newAccount());
  const form = new ListingForm(page);
  await page.goto('/create-listing');
  await form.expectTitle('create');
  await form.fill({ title: 'Sony A7 III kit', description: 'Full-frame body with a 28-70 lens.', category: 'Cameras', price: '2500' });
  await form.pickPhotos([{ name: 'sony.jpg', mimeType: 'image/jpeg', buffer: SAMPLE_JPEG }]);
  await expect(form.photo(1)).toBeVisible();

  await expect(page.getByRole('status').filter({ hasText: 'Draft saved on this device' })).toBeVisible();
  await page.reload();
  const offer = page.getByRole('region', { name: 'Continue your draft?' });
  await expect(offer).toBeVisible();
  await expect(offer.getByText('Sony A7 III kit')).toBeVisible();
  await expect(offer.getByText('1 photo')).toBeVisible();
  await offer.getByRole('button', { name: 'Continue Draft' }).click();
  await expect(form.field('title')).toHaveValue('Sony A7 III kit');
  await expect(form.field('description')).toHaveValue('Full-frame body with a 28-70 lens.');
  await expect(form.field('price')).toHaveValue('2500');
  await expect(form.photo(1)).toBeVisible();

  await form.chooseCity('pune', 'Pune, Maharashtra');
  await form.submitButton('create').click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/create-listing');
  await expect(form.field('title')).toHaveValue('');
  await expect(page.getByText('Continue your draft?')).toBeHidden();
});

test('Back keeps the draft; Discard Draft forgets it', async ({ page }) => {
  await registerAccount(page.request, newAccount());
  const form = new ListingForm(page);
  await page.goto('/create-listing');
  await form.fill({ title: 'Bajaj Pulsar 150' });
  // Stored before the page is left: the test's next step reloads the page, which a busy browser could
  // do while the last write on leaving was still on its way (a person does not reload that fast).
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved on this device' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/create-listing');
  const offer = page.getByRole('region', { name: 'Continue your draft?' });
  await expect(offer.getByText('Bajaj Pulsar 150')).toBeVisible();
  await offer.getByRole('button', { name: 'Discard Draft' }).click();
  await expect(form.field('title')).toHaveValue('');
  await page.reload();
  await form.expectTitle('create');
  await expect(form.field('title')).toHaveValue('');
  await expect(offer).toBeHidden();
});

/**
 * Has the server refuse the first listing posted, as it refuses one breaking a rule only it checks
 * (the browser only needs to meet a refusal; the server's own are covered by its integration tests);
 * later ones go through. Returns the ids of the listings posted, in order.
 */
async function refuseFirstListing(page: Page): Promise<string[]> {
  const posted: string[] = [];
  await page.route('**/api/items', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posted.push((route.request().postDataJSON() as { id: string }).id);
    if (posted.length > 1) return route.continue();
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Please check the highlighted fields.', code: 'invalid-input', fields: { title: 'Title is taken' } }),
    });
  });
  return posted;
}

/**
 * A new account publishes a valid listing titled "Canon R50", which the server refuses; returns the
 * form, the ids posted (refuseFirstListing) and the title that fixes it.
 */
async function publishRefused(page: Page): Promise<{ form: ListingForm; posted: string[]; title: string }> {
  await registerAccount(page.request, newAccount());
  const posted = await refuseFirstListing(page);
  const form = new ListingForm(page);
  await page.goto('/create-listing');
  await form.fill({
    title: 'Canon R50',
    category: 'Cameras',
    description: 'Mirrorless body with an 18-45 lens and two batteries.',
    price: '900',
    duration: 'day',
    city: { type: 'pune', choose: 'Pune, Maharashtra' },
  });
  await form.submitButton('create').click();
  await form.expectError('Title is taken');
  return { form, posted, title: `Canon R50 ${randomUUID().slice(0, 8)}` };
}

/** The form's draft is written after the owner's last change (it says so), then the page reloads and the draft is continued. */
async function reloadAndContinueDraft(page: Page, form: ListingForm, title: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved on this device' })).toBeVisible();
  await page.reload();
  await page.getByRole('region', { name: 'Continue your draft?' }).getByRole('button', { name: 'Continue Draft' }).click();
  await expect(form.field('title')).toHaveValue(title);
}

/** One listing, the one first refused, now on the server as fixed; My Listings shows it alone, published. */
async function expectPublishedOnce(page: Page, posted: readonly string[], title: string): Promise<void> {
  await expect(page).toHaveURL('/dashboard');
  await new ListingSync(page, title).expectSynced();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  expect(posted).toHaveLength(2);
  expect(posted[1]).toBe(posted[0]);
  const user = (await (await page.request.get('/api/auth/user')).json()) as User;
  const onServer = (await (await page.request.get(`/api/users/${user.id}/items?limit=50`)).json()) as Item[];
  expect(onServer.map((item) => [item.id, item.title])).toEqual([[posted[0], title]]);
}

test.describe('a new listing the server refused, fixed, and continued from its draft after a reload, is published once: the same listing', () => {
  test('fixed in the form it was refused in', async ({ page }) => {
    test.slow();
    const { form, posted, title } = await publishRefused(page);
    // Kept on the device and queued when it was published: the draft went then.
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved on this device' })).toBeHidden();

    await form.fill({ title });
    await reloadAndContinueDraft(page, form, title);
    await form.submitButton('create').click();
    await expectPublishedOnce(page, posted, title);
  });

  test('fixed with Edit from My Listings', async ({ page }) => {
    test.slow();
    const { form, posted, title } = await publishRefused(page);
    await page.goto('/dashboard');
    const refused = new ListingSync(page, 'Canon R50');
    await refused.expectRefused('Not published', 'Please check the highlighted fields.');

    await refused.edit.click();
    await form.expectTitle('edit');
    await form.expectError('Title is taken');
    await form.fill({ title });
    await reloadAndContinueDraft(page, form, title);
    await form.submitButton('edit').click();
    await expectPublishedOnce(page, posted, title);
  });
});

test('no contact button leads nowhere: without a phone Message Owner reaches the contact page, and a card shows its call unavailable', async ({ page, request }) => {
  const title = `Nikon D3500 ${randomUUID().slice(0, 8)}`;
  const id = await someoneElsesListing(request, title);
  await page.goto(`/item/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Phone contact not available. Use messaging below.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Message Owner' }).click();
  await expect(page).toHaveURL(`/contact/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Owner' })).toBeVisible();

  await page.goto('/search?filter=recent');
  const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  const call = card.getByRole('button', { name: /: no phone number$/ });
  await expect(call).toHaveAttribute('aria-disabled', 'true');
  // Playwright will not press an aria-disabled control; a finger on a phone does, and is answered.
  await call.click({ force: true });
  await expect(page.getByRole('alertdialog')).toContainText('Contact information not available.');
});
