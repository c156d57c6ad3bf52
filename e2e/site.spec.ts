/** The header's search and theme, and the 404 page. */
import { expect, test } from '@playwright/test';
import { SiteHeader } from './page-models/site-header.ts';

test('header search goes to the results for the text, and ignores empty text', async ({ page }) => {
  await page.goto('/');
  const header = new SiteHeader(page);
  await header.search('   ');
  await expect(page).toHaveURL('/');
  await header.search('camera & lens');
  await expect(page).toHaveURL('/search?q=camera%20%26%20lens');
});

test('the theme cycles Light, Dark, Auto and is remembered across reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /^Theme: / }).filter({ visible: true }).first();
  await expect(toggle).toHaveAccessibleName(/Theme: Auto/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Theme: Light/);
  await expect(html).not.toHaveClass(/dark/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Theme: Dark/);
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // Auto follows the operating system.
  await page.getByRole('button', { name: /^Theme: / }).filter({ visible: true }).first().click();
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the categories are listed on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Room Rentals/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Hard Workers/ })).toBeVisible();
});
