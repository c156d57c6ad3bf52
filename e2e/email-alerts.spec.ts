/**
 * Email alerts through the emails the server wrote: a renter's message to an owner whose phone has no
 * alerts on is emailed to the owner's confirmed email, with a link to the conversation and an
 * unsubscribe link; opened where nobody is signed in, that link asks, then stops those emails; the
 * owner's profile shows them off and turns them back on.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { emailedLink, newestEmail, rawHeader } from './mail.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

test('a message is emailed when no device is alerted; its link stops those emails, and the profile turns them back on', { tag: '@journey' }, async ({ page, copy, browser }) => {
  const t = copy.emailAlerts;
  const { owner, itemId } = await ownerWithListing(page.request, 'Sony mirrorless camera with two lenses');
  // Emails go only to a confirmed email: the owner opens the sign-up's link first.
  await page.goto(await emailedLink(owner.email, '/confirm-email'));
  await expect(page.getByRole('heading', { level: 1, name: copy.emailConfirmation.page.doneTitle })).toBeVisible();

  const localeOfTest = test.info().project.use.locale ? { locale: test.info().project.use.locale } : {};
  const renter = await browser.newContext({ ...localeOfTest, serviceWorkers: 'block' });
  await registerAccount(renter.request, newAccount());
  const question = `Is the Sony free on Sunday? ${randomUUID().slice(0, 8)}`;
  const sent = await renter.request.post('/api/messages', { headers: { 'Idempotency-Key': randomUUID() }, data: { itemId, name: 'Meera Iyer', email: 'meera@example.in', phone: '+919812345678', message: question } });
  expect(sent.status()).toBe(201);
  const { conversationId } = (await sent.json()) as { conversationId: string };
  await renter.close();

  // The owner's inbox: the message's words, the conversation's link and a one-click unsubscribe.
  const email = await newestEmail(owner.email, question);
  expect(email.subject).toContain('Meera Iyer');
  expect(email.text).toMatch(new RegExp(`http://localhost:\\d+/messages/${conversationId}`));
  expect(rawHeader(email, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:\d+\/api\/email\/unsubscribe\?token=[A-Za-z0-9_.-]+>$/);
  expect(rawHeader(email, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribeLink = /http:\/\/localhost:\d+(\/unsubscribe\?token=[A-Za-z0-9_.-]+)/.exec(email.text ?? '')?.[1];
  expect(unsubscribeLink, email.text).toBeDefined();

  // Opened from a phone's mail app, signed out: it asks, then stops emails about new messages.
  const mailApp = await browser.newContext({ ...localeOfTest, serviceWorkers: 'block' });
  const mailPage = await mailApp.newPage();
  await mailPage.goto(unsubscribeLink ?? '');
  await expect(mailPage.getByRole('heading', { level: 1, name: t.page.title })).toBeVisible();
  await mailPage.getByRole('button', { name: t.page.confirm }).click();
  await expect(mailPage.getByRole('heading', { level: 1, name: t.page.doneTitle })).toBeVisible();
  await expect(mailPage.getByText(t.page.done(t.about.messages))).toBeVisible();
  // A link that is not the server's changes nothing and says so.
  await mailPage.goto('/unsubscribe?token=forged.messages.not-a-signature');
  await mailPage.getByRole('button', { name: t.page.confirm }).click();
  await expect(mailPage.getByText(t.page.invalidLink)).toBeVisible();
  await mailApp.close();

  // The owner's profile: new messages off, the rest on; turned back on, it stays on.
  await page.goto('/profile/edit');
  const section = page.getByRole('region', { name: t.profile.heading });
  const messages = section.getByRole('checkbox', { name: t.profile.labels.messages });
  await expect(messages).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: t.profile.labels.bookingRequests })).toBeChecked();
  await expect(section.getByText(t.profile.notConfirmed)).toHaveCount(0);
  await messages.check();
  await expect(page.locator('[data-sonner-toast]').getByText(t.profile.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: t.profile.heading }).getByRole('checkbox', { name: t.profile.labels.messages })).toBeChecked();
});
