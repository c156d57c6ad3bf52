/**
 * Deleting an account from the profile: asked for the password, then signed out here and told; the
 * account's other device is told at its next visit; the listing is gone, and the renter keeps the
 * conversation, from "Deleted user", with the booking request declined.
 */
import { randomUUID } from 'node:crypto';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { expect, test } from './fixtures.ts';
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
  await otherPage.goto('/profile/edit');
  await expect(otherPage.getByRole('heading', { level: 1, name: copy.profile.edit.title })).toBeVisible();

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

  // The other phone is told at its next visit, and is signed out.
  await otherPage.reload();
  await expect(otherPage.locator('[data-sonner-toast]').getByText(t.deletedText)).toBeVisible();
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
