/**
 * Saved searches: a renter who finds nothing saves the search ("Notify me of new listings"); when an
 * owner publishes a listing that matches, the renter gets one notification (the server's job worker),
 * which opens the listing; the profile's Notifications tab lists the search with its last match, and
 * deletes it.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

test('a renter is told when a listing matching a saved search is published', { tag: '@journey' }, async ({ page, request, copy }) => {
  const t = copy.savedSearches;
  // A word no other listing has: the search finds nothing until the owner lists one.
  const word = `tabla${randomBytes(3).toString('hex')}`;
  await registerAccount(page.request, newAccount());

  await page.goto(`/search?q=${word}`);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(t.saved)).toBeVisible();

  const title = `${word} set with cushions`;
  const { itemId } = await ownerWithListing(request, title);

  // The notification, written by the job worker once the listing is committed.
  const notice = copy.notifications.notificationMessages.searchMatchedTitle(word);
  await expect(async () => {
    await page.goto('/dashboard?tab=notifications');
    await expect(page.getByText(notice)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(notice)).toHaveCount(1);

  // The saved search, with the listing as its last match.
  const saved = page.getByRole('region', { name: t.heading });
  await expect(saved.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', `/item/${itemId}`);

  // The notification opens the listing.
  await page.getByText(notice).click();
  await expect(page).toHaveURL(new RegExp(`/item/${itemId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Deleted, it is gone from the profile.
  await page.goto('/dashboard?tab=notifications');
  await page.getByRole('region', { name: t.heading }).getByRole('button', { name: t.deleteLabel(`“${word}”`) }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(t.deleted)).toBeVisible();
  await expect(page.getByRole('region', { name: t.heading }).getByText(t.empty)).toBeVisible();
});

test('saving a search asks a signed-out visitor to sign in first', async ({ page, copy }) => {
  await page.goto('/search?q=harmonium');
  await page.getByRole('button', { name: copy.savedSearches.save }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
