/**
 * Sign-in with an identity provider: the auth dialog's "Continue with Local ID" goes
 * through the real OpenID Provider e2e/start-server.ts runs on loopback (its development login and
 * consent pages) and comes back signed in, on the page where the user started; signing out ends the
 * provider's session too.
 */
import { expect, test } from '@playwright/test';
import { AuthDialog } from './page-models/auth-dialog.ts';
import { SiteHeader } from './page-models/site-header.ts';
import { E2E_PROVIDER_NAME } from './local-provider.ts';

test('the provider button signs a new member in and brings them back where they started', async ({ page }, testInfo) => {
  // The provider makes an account from whatever login is typed (with a verified email).
  const login = `asha${testInfo.project.name}${Date.now().toString(36)}`;
  const header = new SiteHeader(page);
  const dialog = new AuthDialog(page);
  await page.goto('/search?q=drill');
  const startedAt = new URL(page.url());
  await header.clickAction('Login');
  await dialog.expectOpenOn('logIn');
  await expect(dialog.root.getByRole('separator', { name: 'Or sign in' })).toBeVisible();
  await dialog.tab('signUp').click();
  await expect(dialog.root.getByRole('separator', { name: 'Or create account' })).toBeVisible();
  await dialog.root.getByRole('button', { name: `Continue with ${E2E_PROVIDER_NAME}` }).click();

  // The provider's own pages: sign in (any login), then allow Kiraya.
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]', { hasText: 'Continue' }).click();

  await expect(page).toHaveURL((url) => url.origin === startedAt.origin && url.pathname === startedAt.pathname && url.search === startedAt.search);
  await expect(dialog.root).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' }).first()).toBeVisible();
  const me = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json() as Promise<{ username: string; email: string }>));
  expect(me).toMatchObject({ username: login, email: `${login}@example.test` });

  // Signing out passes by the provider, which asks, ends its session and sends the browser home.
  await header.chooseFromAccountMenu('Sign out');
  await page.getByRole('button', { name: /yes/i }).click();
  await expect(page).toHaveURL('/');
  await header.expectSignedOut();
  expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401);
});
