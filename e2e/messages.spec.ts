/**
 * Talking it through: a renter's message reaches the owner (unread badge, inbox, thread
 * with the renter's contact details), the owner's reply reaches the renter, and a reply written
 * offline waits on the device — through a reload — and is sent exactly once when the phone is back.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Message } from '@shared/api.ts';
import { ContactPage } from './page-models/contact-page.ts';
import { MessagesInbox, MessageThread } from './page-models/messages-page.ts';
import { OfflineDevice } from './page-models/offline-device.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

/** A renter signed in on `page` sends the first message about the listing; resolves with the thread's path. */
async function sendFirstMessage(page: Page, itemId: string, text: string): Promise<string> {
  await registerAccount(page.request, { ...newAccount(), fullName: 'Meera Iyer' });
  await page.goto(`/contact/${itemId}`);
  const contact = new ContactPage(page);
  await contact.expectOpen();
  await contact.field('phone').fill('+919812345678');
  await contact.write(text);
  await contact.send.click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

test('the owner sees the unread badge, opens the conversation and replies; the renter sees the reply', async ({ page, browser }) => {
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const { itemId } = await ownerWithListing(ownerPage.request, `Canon EOS 200D ${randomUUID().slice(0, 8)}`);
  const threadPath = await sendFirstMessage(page, itemId, 'Is it free this Saturday?');

  const inbox = new MessagesInbox(ownerPage);
  await inbox.open();
  await inbox.expectHeaderUnread(1);
  await expect(inbox.conversation('Meera Iyer')).toContainText('1 unread message');
  await inbox.conversation('Meera Iyer').click();
  const ownerThread = new MessageThread(ownerPage);
  await ownerThread.expectWith('Meera Iyer');
  await expect(ownerThread.message('Is it free this Saturday?').getByRole('link', { name: 'Call Meera Iyer' })).toHaveAttribute('href', 'tel:+919812345678');
  // Opened, so read: the badge goes.
  await inbox.expectHeaderUnread(0);
  await ownerThread.reply('Yes, from 10 am. Koregaon Park.');
  await ownerThread.expectSent('Yes, from 10 am. Koregaon Park.');

  // The renter's app catches up when it comes back into view (or within its half-minute pull).
  await page.goto(threadPath);
  await new MessageThread(page).expectSent('Yes, from 10 am. Koregaon Park.');
  await ownerContext.close();
});

test.describe('offline', () => {
  // The service worker is on here (a reply written offline is sent by it); the other test, like most
  // specs, blocks it.
  test.use({ serviceWorkers: 'allow' });

  test('a reply written offline waits through a reload and is sent once when the phone is back', async ({ page, context, request }) => {
    const { itemId } = await ownerWithListing(request, `Nikon D3500 ${randomUUID().slice(0, 8)}`);
    const threadPath = await sendFirstMessage(page, itemId, 'Can I pick it up on Friday?');
    const conversationId = threadPath.split('/').at(-1)!;
    const device = new OfflineDevice(page, context);
    await device.expectWorkerInControl();
    const thread = new MessageThread(page);

    await device.goOffline();
    await thread.reply('I will bring my ID card.');
    await thread.expectWaiting('I will bring my ID card.');
    await page.reload();
    await thread.expectWaiting('I will bring my ID card.');

    await context.setOffline(false);
    await thread.expectSent('I will bring my ID card.');
    const answer = await page.request.get(`/api/conversations/${conversationId}/messages`);
    expect(answer.status()).toBe(200);
    const messages = (await answer.json()) as Message[];
    expect(messages.filter((message) => message.body === 'I will bring my ID card.')).toHaveLength(1);
  });
});
