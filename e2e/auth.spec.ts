/** Accounts end to end: sign up, sign out, log in by username and by email, and every message. */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AuthDialog } from './page-models/auth-dialog.ts';
import { SiteHeader } from './page-models/site-header.ts';
import { newAccount, registerAccount } from './support.ts';

test('a visitor signs up, is signed in at once, and signs out', async ({ page }) => {
  const account = newAccount();
  const header = new SiteHeader(page);
  const dialog = new AuthDialog(page);
  await page.goto('/');
  await header.clickAction('Sign Up');
  await dialog.expectOpenOn('signUp');
  await dialog.fillSignUp(account);
  await dialog.submitSignUp();
  await expect(page.getByText('Account Created')).toBeVisible();
  await expect(page.getByText("Welcome to Kiraya! You're now logged in.")).toBeVisible();
  await expect(dialog.root).toBeHidden();
  await header.expectSignedIn('MI');

  await header.signOut();
  await header.expectSignedOut();
  expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401);
});

for (const by of ['username', 'email'] as const) {
  test(`a member logs in by ${by}`, async ({ page, request }) => {
    const account = newAccount();
    await registerAccount(request, account);
    const dialog = new AuthDialog(page);
    await page.goto('/');
    await new SiteHeader(page).clickAction('Login');
    await dialog.expectOpenOn('logIn');
    await dialog.logIn(account[by], account.password);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByText('Welcome back to Kiraya!')).toBeVisible();
    await new SiteHeader(page).expectSignedIn('MI');
    // The session survives a reload.
    await page.reload();
    await new SiteHeader(page).expectSignedIn('MI');
  });
}

test('sign-up shows every rule on first submit, then re-checks as the user types', async ({ page }) => {
  const dialog = new AuthDialog(page);
  await page.goto('/');
  await new SiteHeader(page).clickAction('Sign Up');
  await dialog.submitSignUp();
  for (const message of [
    'Full name must be at least 2 characters',
    'Username must be at least 3 characters',
    'Please enter a valid email address',
    'Password must be at least 6 characters',
    'Please confirm your password',
  ]) {
    await dialog.expectError(message);
  }
  await dialog.fillSignUp({ fullName: 'Meera Iyer', username: 'meera', email: 'meera@example.in', password: 'secret1', confirmPassword: 'secret2' });
  await dialog.expectError("Passwords don't match");
  await expect(dialog.root.getByText('Username must be at least 3 characters')).toBeHidden();
  await dialog.field('confirmPassword').fill('secret1');
  await expect(dialog.root.getByText("Passwords don't match")).toBeHidden();
});

test('the password toggles show and hide what was typed', async ({ page }) => {
  const dialog = new AuthDialog(page);
  await page.goto('/');
  await new SiteHeader(page).clickAction('Sign Up');
  const password = dialog.field('password');
  await expect(password).toHaveAttribute('type', 'password');
  await dialog.root.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await dialog.root.getByRole('button', { name: 'Hide password' }).first().click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('log-in requires both fields and explains a wrong password', async ({ page, request }) => {
  const account = newAccount();
  await registerAccount(request, account);
  const dialog = new AuthDialog(page);
  await page.goto('/');
  await new SiteHeader(page).clickAction('Login');
  await dialog.root.getByRole('button', { name: 'Sign In', exact: true }).click();
  await dialog.expectError('Username or email is required');
  await dialog.expectError('Password is required');
  await dialog.logIn(account.username, 'not the password');
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password').first()).toBeVisible();
  await expect(dialog.root).toBeVisible();
});

test('a taken username is explained in the dialog', async ({ page, request }) => {
  const existing = newAccount();
  await registerAccount(request, existing);
  const dialog = new AuthDialog(page);
  await page.goto('/');
  await new SiteHeader(page).clickAction('Sign Up');
  await dialog.fillSignUp({ ...newAccount(), username: existing.username });
  await dialog.submitSignUp();
  await expect(page.getByText('Registration Failed')).toBeVisible();
  await dialog.expectError('That username is already taken. Please choose another.');
});

test('Free Listing asks a visitor to sign up, and guarded pages ask them to sign in', async ({ page, request }) => {
  const account = newAccount();
  await registerAccount(request, account);
  const dialog = new AuthDialog(page);
  await page.goto('/');
  await new SiteHeader(page).clickAction(page.viewportSize()!.width < 640 ? 'List' : 'Free Listing');
  await dialog.expectOpenOn('signUp');
  await page.keyboard.press('Escape');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In to Continue' }).click();
  await dialog.expectOpenOn('logIn');
  await dialog.logIn(account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeHidden();
  await expect(page).toHaveURL('/dashboard');
});

/** A new account, signed in from the home page's header; the header is returned. */
async function signInFromHome(page: Page, request: APIRequestContext): Promise<SiteHeader> {
  const account = newAccount();
  await registerAccount(request, account);
  const header = new SiteHeader(page);
  await page.goto('/');
  await header.clickAction('Login');
  await new AuthDialog(page).logIn(account.username, account.password);
  return header;
}

test('My Listings goes to the dashboard with its toast', async ({ page, request }) => {
  const header = await signInFromHome(page, request);
  await header.expectSignedIn('MI');
  await header.chooseFromAccountMenu('My Listings');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('View and manage your listings in the dashboard')).toBeVisible();
});

test('on a phone the toast after signing in sits below the header, whose buttons stay in reach', async ({ page, request, isMobile }) => {
  test.skip(!isMobile, 'on wide screens toasts sit at the bottom right');
  await signInFromHome(page, request);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Login Successful' });
  await expect(toast).toBeVisible();
  // Measured where it comes to rest: it slides in from the top (a transition after it is mounted).
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await expect.poll(() => toast.evaluate((element) => element.getAnimations().length)).toBe(0);
  const bar = await page.getByRole('banner').boundingBox();
  const shown = await toast.boundingBox();
  if (!bar || !shown) throw new Error('the header or the toast has no box');
  expect(shown.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  // While the toast is up, a tap on the account button lands on the button, not on the toast.
  const account = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  expect(await account.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  })).toBe(true);
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'My Listings' })).toBeVisible();
  await expect(toast).toBeVisible();
});
