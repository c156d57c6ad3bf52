/**
 * The search boxes against the server's limit and the search page's own words:
 * the header box shows the page's query, the tab says what was searched, no box can send more than
 * the server takes, and a hand-made URL with more says so instead of offering a useless "Try again".
 * Its words come from the test's copy (e2e/copy.ts): the Hindi projects run this file too.
 */
import { limits } from '../shared/src/limits.ts';
import { expect, test } from './fixtures.ts';

test('the header box shows the search, and the tab is titled with it', { tag: '@journey' }, async ({ page, copy }) => {
  await page.goto('/search?q=car');
  await expect(page.getByRole('searchbox', { name: copy.messages.header.searchLabel, exact: true })).toHaveValue('car');
  await expect(page).toHaveTitle(copy.titles.search('car'));
});

test('no search box takes more than the server does, and a longer URL says the text is too long', async ({ page, copy }) => {
  const search = copy.browse.search;
  await page.goto('/');
  const hero = page.getByRole('searchbox', { name: copy.hero.searchLabel });
  await hero.fill('x'.repeat(limits.searchTextMax + 50));
  await expect(hero).toHaveValue('x'.repeat(limits.searchTextMax));
  await hero.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: search.resultsTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: search.tooLong })).toHaveCount(0);

  await page.goto(`/search?q=${'y'.repeat(limits.searchTextMax + 1)}`);
  await expect(page.getByRole('heading', { name: search.tooLong })).toBeVisible();
  await expect(page.getByText(search.textTooLong(limits.searchTextMax))).toBeVisible();
  await expect(page.getByRole('button', { name: search.retry })).toHaveCount(0);
  await expect(page.getByText(search.failed)).toHaveCount(0);
});
