/**
 * The search boxes against the server's limit (issue 9) and the search page's own words (issue 10):
 * the header box shows the page's query, the tab says what was searched, no box can send more than
 * the server takes, and a hand-made URL with more says so instead of offering a useless "Try again".
 */
import { expect, test } from '@playwright/test';
import { limits } from '../shared/src/limits.ts';

test('the header box shows the search, and the tab is titled with it', async ({ page }) => {
  await page.goto('/search?q=car');
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('car');
  await expect(page).toHaveTitle('Search: car · Kiraya');
});

test('no search box takes more than the server does, and a longer URL says the text is too long', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('searchbox', { name: 'What do you want to rent?' });
  await hero.fill('x'.repeat(limits.searchTextMax + 50));
  await expect(hero).toHaveValue('x'.repeat(limits.searchTextMax));
  await hero.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search text too long' })).toHaveCount(0);

  await page.goto(`/search?q=${'y'.repeat(limits.searchTextMax + 1)}`);
  await expect(page.getByRole('heading', { name: 'Search text too long' })).toBeVisible();
  await expect(page.getByText('Search for at most 200 characters: shorten the text and search again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByText('Failed to fetch items')).toHaveCount(0);
});
