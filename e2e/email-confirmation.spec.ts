/**
 * Confirmed emails through the emails the server wrote: a new account's email confirmed from its link
 * (after asking for it again), then changed from the profile: the new address confirms it from a
 * device that is not signed in, the old one is told, and a used link says so.
 */
import { expect, test } from './fixtures.ts';
import { emailedLink, newestEmailTo } from './mail.ts';
import { newAccount, registerAccount } from './support.ts';

test('an email confirmed from its link, then changed to another', { tag: '@journey' }, async ({ page, copy, browser }) => {
  const account = newAccount();
  await registerAccount(page.request, account);
  const t = copy.emailConfirmation;
  const toast = (text: string) => page.locator('[data-sonner-toast]').getByText(text);

  // Not confirmed yet: the profile says so, and sends the link again.
  await page.goto('/profile/edit');
  await expect(page.getByText(t.profile.notConfirmed)).toBeVisible();
  await page.getByRole('button', { name: t.profile.resend }).click();
  await expect(toast(t.profile.resent(account.email))).toBeVisible();
  await page.goto(await emailedLink(account.email, '/confirm-email'));
  await expect(page.getByRole('heading', { level: 1, name: t.page.doneTitle })).toBeVisible();
  await expect(page.getByText(t.page.done(account.email))).toBeVisible();
  await page.goto('/profile/edit');
  await expect(page.getByText(t.profile.confirmed, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: t.profile.resend })).toHaveCount(0);

  // Change email: a wrong password is refused under its field; the right one sends the link.
  const section = page.getByRole('region', { name: t.profile.changeHeading });
  const newEmail = `new.${account.email}`;
  await section.getByLabel(t.profile.newEmailLabel, { exact: true }).fill(newEmail);
  await section.getByLabel(t.profile.passwordLabel, { exact: true }).fill('not-my-password');
  await section.getByRole('button', { name: t.profile.submit }).click();
  await expect(section.getByText(copy.errors.byField['wrong-password'])).toBeVisible();
  await section.getByLabel(t.profile.passwordLabel, { exact: true }).fill(account.password);
  await section.getByRole('button', { name: t.profile.submit }).click();
  await expect(toast(t.profile.sent(newEmail))).toBeVisible();
  await expect(page.getByText(t.profile.pending(newEmail))).toBeVisible();
  // The old address is told which email was asked for.
  await newestEmailTo(account.email, newEmail);

  // The link opened where nobody is signed in, as from a phone's mail app.
  const link = await emailedLink(newEmail, '/confirm-email');
  const mailApp = await browser.newContext({ ...(test.info().project.use.locale ? { locale: test.info().project.use.locale } : {}), serviceWorkers: 'block' });
  const mailPage = await mailApp.newPage();
  await mailPage.goto(link);
  await expect(mailPage.getByText(t.page.done(newEmail))).toBeVisible();
  await mailPage.goto(link);
  await expect(mailPage.getByText(t.page.invalidLink)).toBeVisible();
  await mailApp.close();

  await page.goto('/profile/edit');
  await expect(page.getByLabel(copy.profile.edit.email, { exact: true })).toHaveValue(newEmail);
  await expect(page.getByText(t.profile.confirmed, { exact: true })).toBeVisible();
  await expect(page.getByText(t.profile.pending(newEmail))).toHaveCount(0);
});
