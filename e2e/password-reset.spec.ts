/**
 * A forgotten password, from "Forgot password?" in the sign-in form to signed in with the new one,
 * through the email the server wrote (without SMTP_URL, outside production, each email is an .eml
 * file in DATA_DIR/mail: the e2e server's). The link works once; a used one says so.
 */
import { expect, test } from './fixtures.ts';
import { emailedLink } from './mail.ts';
import { AuthDialog } from './page-models/auth-dialog.ts';
import { newAccount, registerAccount } from './support.ts';

test('a forgotten password: the emailed link sets a new one and signs in, once', { tag: '@journey' }, async ({ page, copy, request }) => {
  const account = newAccount();
  await registerAccount(request, account);
  const t = copy.passwordReset;

  // Signed out on a page that needs an account: Log In, then "Forgot password?".
  await page.goto('/support');
  await page.getByRole('button', { name: copy.messages.guard.signIn, exact: true }).click();
  const dialog = new AuthDialog(page, copy);
  await dialog.expectOpenOn('logIn');
  await dialog.root.getByRole('link', { name: copy.auth.dialog.forgotPassword }).click();
  await expect(dialog.root).toBeHidden();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: t.request.title })).toBeVisible();

  // A malformed email is refused on the spot; the account's email sends the link.
  const email = page.getByLabel(t.request.emailLabel, { exact: true });
  await email.fill('meera at example');
  await page.getByRole('button', { name: t.request.submit }).click();
  await expect(page.getByText(copy.auth.validation.emailInvalid)).toBeVisible();
  await email.fill(account.email);
  await page.getByRole('button', { name: t.request.submit }).click();
  await expect(page.getByRole('heading', { name: t.request.sentTitle })).toBeVisible();
  await expect(page.getByText(t.request.sent(account.email))).toBeVisible();

  const resetPath = await emailedLink(account.email, '/reset-password');

  // The link: the new password twice (a mismatch is caught first), then signed in at home.
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1, name: t.confirm.title })).toBeVisible();
  await page.getByLabel(t.confirm.passwordLabel, { exact: true }).fill('monsoon-chai-2026');
  await page.getByLabel(t.confirm.confirmLabel, { exact: true }).fill('monsoon-chai-2027');
  await page.getByRole('button', { name: t.confirm.submit }).click();
  await expect(page.getByText(copy.auth.validation.passwordsMismatch)).toBeVisible();
  await page.getByLabel(t.confirm.confirmLabel, { exact: true }).fill('monsoon-chai-2026');
  await page.getByRole('button', { name: t.confirm.submit }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(t.confirm.done)).toBeVisible();
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  expect((await request.post('/api/login/email', { data: { username: account.username, password: 'monsoon-chai-2026' } })).status()).toBe(200);
  expect((await request.post('/api/login/email', { data: { username: account.username, password: account.password } })).status()).toBe(401);

  // The same link again: refused, with the way to a new one.
  await page.goto(resetPath);
  await page.getByLabel(t.confirm.passwordLabel, { exact: true }).fill('another-chai-2028');
  await page.getByLabel(t.confirm.confirmLabel, { exact: true }).fill('another-chai-2028');
  await page.getByRole('button', { name: t.confirm.submit }).click();
  await expect(page.getByText(t.confirm.invalidLink)).toBeVisible();
  await page.getByRole('link', { name: t.confirm.askAgain }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('the password changed from the profile: a wrong current one is refused, then other devices are signed out', { tag: '@journey' }, async ({ page, copy, browser }) => {
  const account = newAccount();
  await registerAccount(page.request, account);
  // Another device, signed in to the same account.
  const other = await browser.newContext();
  expect((await other.request.post('/api/login/email', { data: { username: account.username, password: account.password } })).status()).toBe(200);
  const t = copy.passwordReset.change;

  await page.goto('/profile/edit');
  const section = page.getByRole('region', { name: t.heading });
  await section.getByLabel(t.currentLabel, { exact: true }).fill('not-my-password');
  await section.getByLabel(t.newLabel, { exact: true }).fill('monsoon-chai-2026');
  await section.getByLabel(t.confirmLabel, { exact: true }).fill('monsoon-chai-2026');
  await section.getByRole('button', { name: t.submit }).click();
  await expect(section.getByText(copy.errors.byField['wrong-password'])).toBeVisible();
  await expect(section.getByLabel(t.currentLabel, { exact: true })).toBeFocused();
  expect((await other.request.get('/api/auth/user')).status()).toBe(200);

  await section.getByLabel(t.currentLabel, { exact: true }).fill(account.password);
  await section.getByRole('button', { name: t.submit }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(t.done)).toBeVisible();
  await expect(section.getByLabel(t.currentLabel, { exact: true })).toHaveValue('');
  // This device is still signed in; the other one is not.
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();
});
