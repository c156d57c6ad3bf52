/**
 * The admin dashboard's Analytics tab counts what is in the database: a user and a listing made now
 * show in today's figures when the tab is opened again; each chart has its table; the page passes axe.
 * Nobody but an administrator may read the figures.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, ownerWithListing, registerAccount, signInAsAdmin } from './support.ts';

/** Today's figure in a chart's table ("Show as a table"): its last row. */
async function todayIn(page: Page, figure: string, showTable: string): Promise<number> {
  const chart: Locator = page.getByRole('figure', { name: figure });
  const table = chart.getByRole('table', { name: figure });
  await chart.getByText(showTable).click();
  await expect(table).toBeVisible();
  const cell = table.getByRole('row').last().getByRole('cell');
  return Number((await cell.innerText()).replace(/[^\d]/g, ''));
}

test('today’s new users and listings show in Analytics once made, each chart with its table', { tag: '@journey' }, async ({ page, browser, copy, lang }) => {
  const t = copy.analytics;
  await signInAsAdmin(page, lang);
  const open = async () => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: copy.documents.admin.tabs.analytics }).click();
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
  };
  await open();
  const before = { users: await todayIn(page, t.figures.newUsers, t.showTable), listings: await todayIn(page, t.figures.newListings, t.showTable) };

  // A new owner lists something (in a browser of their own).
  const owner = await browser.newContext();
  await ownerWithListing(owner.request, 'Analytics tripod');
  // Nobody else may read the figures.
  expect((await owner.request.get('/api/admin/analytics')).status()).toBe(403);
  await owner.close();

  await open();
  // At least these (other specs make users and listings at the same time).
  expect(await todayIn(page, t.figures.newUsers, t.showTable)).toBeGreaterThanOrEqual(before.users + 1);
  expect(await todayIn(page, t.figures.newListings, t.showTable)).toBeGreaterThanOrEqual(before.listings + 1);
  await expect(page.getByRole('table', { name: t.byCategory })).toBeVisible();
  await expect(page.getByRole('table', { name: t.byCity })).toBeVisible();
  const violations = (await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(violations).toEqual([]);
});

test('a user who is not an administrator gets 403 from the analytics call', async ({ page }) => {
  await registerAccount(page.request, newAccount());
  const refused = await page.request.get('/api/admin/analytics');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'forbidden' });
});
