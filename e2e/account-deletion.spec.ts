/**
 * Deleting an account from the profile: asked for the password, then signed out here and told; the
 * account's other device is told at its next write; the listing is gone, and the renter keeps the
 * conversation, from "Deleted user", with the booking request declined.
 */
import { randomUUID } from 'node:crypto';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { expect, test } from './fixtures.ts';
import { ItemPage } from './page-models/item-page.ts';
import { MessagesInbox, MessageThread } from './page-models/messages-page.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

test('an owner deletes their account; their other device and the renter see what follows', { tag: '@journey' }, async ({ page, copy, browser }) => {
  const { owner, itemId } = await ownerWithListing(page.request, 'Bosch drill with a set of bits');
  const localeOfTest = test.info().project.use.locale ? { locale: test.info().project.use.locale } : {};
  // A renter writes and asks to book; the owner is also signed in on a second phone.
  const renter = await browser.newContext({ ...localeOfTest, serviceWorkers: 'block' });
  await registerAccount(renter.request, newAccount());
  const sent = await renter.request.post('/api/messages', { headers: { 'Idempotency-Key': randomUUID() }, data: { itemId, name: 'Meera Iyer', email: 'meera@example.in', phone: '+919812345678', message: 'Is it free on Saturday?' } });
  expect(sent.status()).toBe(201);
  const start = addDays(todayInIndia(), 9);
  const asked = await renter.request.post('/api/bookings', { headers: { 'Idempotency-Key': randomUUID() }, data: { id: randomUUID(), itemId, startDate: start, endDate: addDays(start, 2) } });
  expect(asked.status()).toBe(201);
  const otherPhone = await browser.newContext({ ...localeOfTest, serviceWorkers: 'block' });
  expect((await otherPhone.request.post('/api/login/email', { data: { username: owner.username, password: owner.password } })).status()).toBe(200);
  const otherPage = await otherPhone.newPage();
  const otherItemPage = new ItemPage(otherPage);
  await otherPage.goto(`/item/${itemId}`);
  await otherItemPage.expectItem('Bosch drill with a set of bits');

  // The question: a wrong password is refused under its field; the right one deletes.
  const t = copy.account;
  await page.goto('/profile/edit');
  await page.getByRole('region', { name: t.heading }).getByRole('button', { name: t.open }).click();
  const question = page.getByRole('alertdialog', { name: t.dialogTitle });
  await question.getByLabel(t.passwordLabel, { exact: true }).fill('not-my-password');
  await question.getByRole('button', { name: t.confirm }).click();
  await expect(question.getByText(copy.errors.byField['wrong-password'])).toBeVisible();
  await question.getByLabel(t.passwordLabel, { exact: true }).fill(owner.password);
  await question.getByRole('button', { name: t.confirm }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(t.deletedTitle)).toBeVisible();
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // The other phone, still showing the listing, learns it at its next write (the heart), and is signed out.
  await otherItemPage.favorite('Bosch drill with a set of bits', 'add').click();
  await expect(otherPage.locator('[data-sonner-toast]').getByText(t.deletedText)).toBeVisible();
  await otherPage.goto('/profile/edit');
  await expect(otherPage.getByRole('heading', { name: copy.profile.edit.loggedOut })).toBeVisible();

  // The listing is gone; the renter keeps the conversation, with a deleted user.
  await page.goto(`/item/${itemId}`);
  await expect(page.getByRole('heading', { level: 1, name: copy.browse.item.notFound })).toBeVisible();
  const renterPage = await renter.newPage();
  const inbox = new MessagesInbox(renterPage);
  await inbox.open();
  await inbox.conversation(t.deletedUser).click();
  await new MessageThread(renterPage).expectWith(t.deletedUser);
  await expect(renterPage.getByText('Is it free on Saturday?')).toBeVisible();
  await renter.close();
  await otherPhone.close();
});

test('an account made through a sign-in provider is deleted after signing in there again', { tag: '@journey' }, async ({ page, copy }, testInfo) => {
  const t = copy.account;
  const login = `leaving${testInfo.project.name}${Date.now().toString(36)}`.replace(/[^a-z0-9]/gi, '');
  const signInAtProvider = async () => {
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    // The provider asks for consent the first time only.
    const allow = page.locator('button[type="submit"]', { hasText: 'Continue' });
    await expect(allow.or(page.getByRole('heading', { level: 1, name: copy.profile.edit.title }))).toBeVisible();
    if (await allow.isVisible()) await allow.click();
    await expect(page).toHaveURL('/profile/edit');
  };
  await page.goto('/api/login?returnTo=/profile/edit');
  await signInAtProvider();
  const dialog = async () => {
    await page.getByRole('region', { name: t.heading }).getByRole('button', { name: t.open }).click();
    return page.getByRole('alertdialog', { name: t.dialogTitle });
  };

  // A day later (this browser's server clock moved on), the sign-in is too old to delete the account.
  expect((await page.request.post('/api/test/clock', { data: { offsetDays: 1 } })).status()).toBe(200);
  let question = await dialog();
  await expect(question.getByText(t.providerText)).toBeVisible();
  await expect(question.getByLabel(t.passwordLabel)).toHaveCount(0);
  await question.getByRole('button', { name: t.confirm }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(copy.errors.byCode['recent-sign-in-required'])).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  // "Sign in again" has the provider ask for the login again, though it still has its session.
  expect((await page.request.post('/api/test/clock', { data: { offsetDays: 0 } })).status()).toBe(200);
  await question.getByRole('link', { name: t.signInAgain }).click();
  await expect(page.locator('input[name="login"]')).toBeVisible();
  await signInAtProvider();
  question = await dialog();
  await question.getByRole('button', { name: t.confirm }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(t.deletedTitle)).toBeVisible();
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
