/**
 * Contacting an owner: the contact buttons and their
 * records, the contact page for a visitor who signs up on the way (nothing typed is lost), a renter
 * sending from an item (with the safety tips on the way, and a note under the owner's ask for money in
 * advance), and an owner on their own listing. Every word comes from the test's copy
 * (e2e/copy.ts): the Hindi projects run this file too.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { AuthDialog } from './page-models/auth-dialog.ts';
import { ContactPage } from './page-models/contact-page.ts';
import { ItemPage } from './page-models/item-page.ts';
import { MessageThread } from './page-models/messages-page.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

const uniqueTitle = () => `Canon EOS 200D ${randomUUID().slice(0, 8)}`;

test('a visitor types a message, signs up from the form, and is back on it with nothing lost', { tag: '@journey' }, async ({ page, request }) => {
  const { itemId } = await ownerWithListing(request, uniqueTitle());
  const contact = new ContactPage(page);
  await page.goto(`/contact/${itemId}`);
  await contact.expectOpen();
  await expect(contact.loginAlert).toBeVisible();
  await expect(contact.send).toBeDisabled();
  await contact.write('Is it free this Saturday?');

  await contact.loginButton.click();
  const dialog = new AuthDialog(page);
  await dialog.expectOpenOn('logIn');
  await dialog.tab('signUp').click();
  const renter = newAccount();
  await dialog.fillSignUp(renter);
  await dialog.submitSignUp();
  await expect(dialog.root).toBeHidden();

  await expect(page).toHaveURL(`/contact/${itemId}`);
  await expect(contact.loginAlert).toBeHidden();
  await expect(contact.field('message')).toHaveValue('Is it free this Saturday?');
  await expect(contact.field('name')).toHaveValue(renter.fullName);
  await expect(contact.field('email')).toHaveValue(renter.email);
  await expect(contact.send).toBeEnabled();
  // A reload keeps it too (the tab's draft).
  await page.reload();
  await expect(contact.field('message')).toHaveValue('Is it free this Saturday?');
});

test('each contact click is recorded without holding the link back', async ({ page, request }) => {
  const { itemId } = await ownerWithListing(request, uniqueTitle());
  // wa.me is outside the test's world: answered here.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  await page.goto(`/item/${itemId}`);
  const itemPage = new ItemPage(page);
  const recorded = page.waitForRequest((request) => request.url().endsWith('/api/contact-interactions') && request.method() === 'POST');
  const popup = page.waitForEvent('popup');
  await itemPage.contact('whatsApp').click();
  expect((await recorded).postDataJSON()).toMatchObject({ itemId, interactionType: 'whatsapp', contactMethod: 'whatsapp' });
  await (await popup).close();

  const message = page.waitForRequest((request) => request.url().endsWith('/api/contact-interactions') && request.method() === 'POST');
  await itemPage.contact('messageOwner').click();
  expect((await message).postDataJSON()).toMatchObject({ itemId, interactionType: 'message', contactMethod: 'form' });
  await expect(page).toHaveURL(`/contact/${itemId}`);
});

test('a renter sends a message from an item page and lands in the conversation', { tag: '@journey' }, async ({ page, request, copy }) => {
  const title = uniqueTitle();
  const { itemId } = await ownerWithListing(request, title);
  await registerAccount(page.request, newAccount());
  await page.goto(`/item/${itemId}`);
  // The safety tips a renter needs before meeting a stranger, on the listing and on the contact page.
  const tips = page.getByRole('complementary', { name: copy.safety.tipsHeading });
  await expect(tips.getByText(copy.safety.tips[1] ?? '')).toBeVisible();
  await new ItemPage(page).contact('messageOwner').click();
  const contact = new ContactPage(page);
  await contact.expectOpen();
  await expect(tips).toBeVisible();
  await contact.write('Is it free this Saturday? I need it for a wedding.');
  await contact.send.click();
  await contact.expectToast(copy.contact.toasts.sent);
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const thread = new MessageThread(page);
  await thread.expectWith('Ravi Kumar');
  await thread.expectSent('Is it free this Saturday? I need it for a wedding.');

  // The owner asks for money in advance: the renter reads it as written, with a safety note under it.
  const conversationId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const ask = 'Yes. Pay the advance to ravi.kumar@okaxis first and I will keep it for you.';
  const replied = await request.post(`/api/conversations/${conversationId}/messages`, { headers: { 'Idempotency-Key': randomUUID() }, data: { message: ask } });
  expect(replied.status()).toBe(201);
  await page.reload();
  await expect(thread.message(ask).getByText(copy.safety.messageNote)).toBeVisible();
  await expect(page.getByText(copy.safety.messageNote)).toHaveCount(1);
});

test("an owner sees 'This is your listing' with Edit, and no way to contact themselves", async ({ page, copy }) => {
  const { itemId } = await ownerWithListing(page.request, uniqueTitle());
  await page.goto(`/item/${itemId}`);
  await expect(page.getByRole('heading', { name: copy.browse.item.ownListing })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: copy.browse.item.editListing, exact: true })).toHaveAttribute('href', `/edit-listing/${itemId}`);
  await expect(new ItemPage(page).contact('messageOwner')).toHaveCount(0);
  await page.goto(`/contact/${itemId}`);
  await expect(page.getByRole('heading', { name: copy.conversations.contact.ownListing })).toBeVisible();
  await expect(new ContactPage(page).send).toHaveCount(0);
});
