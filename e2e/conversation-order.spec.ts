/**
 * Offline writes of one conversation keep their order: a renter offline asks the owner a question and
 * then requests a booking; back online, the owner reads the question first, and the server stored it
 * first, even when the question's request is the slower of the two on the network.
 */
import { randomUUID } from 'node:crypto';
import type { Booking, Conversation, Message } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { expect, test } from './fixtures.ts';
import { sendBookingRequest } from './page-models/bookings-tab.ts';
import { ContactPage } from './page-models/contact-page.ts';
import { MessagesInbox, MessageThread } from './page-models/messages-page.ts';
import { OfflineDevice } from './page-models/offline-device.ts';
import { newAccount, ownerWithListing, registerAccount } from './support.ts';

// The service worker is on: the pages are opened offline from it, as on a 360-px phone.
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } });

/** How long the question's request may take on the network at most (a poor connection). */
const SLOW_QUESTION_MS = 2_000;

test('a question and then a booking request made offline reach the owner in that order', { tag: '@language' }, async ({ page, context, browser, copy }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone' && testInfo.project.name !== 'phone-hi', 'a phone offline');
  test.setTimeout(60_000);
  const ownerContext = await browser.newContext();
  const title = `Sony A6400 ${randomUUID().slice(0, 8)}`;
  const { itemId } = await ownerWithListing(ownerContext.request, title);
  await registerAccount(page.request, { ...newAccount(), fullName: 'Meera Iyer' });
  const start = addDays(todayInIndia(), 8);
  const bookingPath = `/contact/${itemId}?intent=booking&start=${start}&end=${addDays(start, 2)}`;
  const question = 'Does it come with a spare battery?';
  const request = 'For my sister’s wedding in Nashik.';

  // Both forms seen once online, so the device holds the listing for them.
  const contact = new ContactPage(page);
  await page.goto(bookingPath);
  await contact.expectOpen('booking');
  await page.goto(`/contact/${itemId}`);
  await contact.expectOpen();
  const device = new OfflineDevice(page, context);
  await device.expectWorkerInControl();

  await device.goOffline();
  await contact.write(question);
  await contact.send.click();
  await expect(page).toHaveURL(/\/messages\//);
  await new MessageThread(page).expectWaiting(question);
  await page.goto(bookingPath);
  await sendBookingRequest(page, request);
  await expect(page).toHaveURL(/tab=bookings/);
  const waitingRequest = page.getByText(copy.bookings.card.waitingAction.request, { exact: true });
  await expect(waitingRequest).toBeVisible();

  // On the way back the question is slow: it is held until the booking request has been answered, or
  // for at most SLOW_QUESTION_MS. An app that sent the request alongside it would have it stored first.
  let requestAnswered = (): void => {};
  const answered = new Promise<void>((resolve) => {
    requestAnswered = resolve;
  });
  await context.route('**/api/bookings', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    requestAnswered();
    return route.fulfill({ response });
  });
  await context.route('**/api/messages', async (route) => {
    if (route.request().method() === 'POST') await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, SLOW_QUESTION_MS))]);
    return route.fallback();
  });
  await device.goOnline();
  await expect(waitingRequest).toHaveCount(0);

  // The owner's thread: the question, then the request.
  const ownerPage = await ownerContext.newPage();
  const inbox = new MessagesInbox(ownerPage);
  await inbox.open();
  await inbox.conversation('Meera Iyer').click();
  const thread = new MessageThread(ownerPage);
  await thread.expectWith('Meera Iyer');
  await expect(thread.message(question)).toBeVisible();
  await expect(thread.message(request)).toBeVisible();
  const bubbles = await ownerPage.getByRole('main').getByRole('listitem').allTextContents();
  const at = (text: string) => bubbles.findIndex((bubble) => bubble.includes(text));
  expect(at(question)).toBeLessThan(at(request));

  // The server's record: the question stored before the request and its message, in time and in id.
  const conversations = (await (await ownerContext.request.get('/api/conversations')).json()) as Conversation[];
  const conversation = conversations.find((candidate) => candidate.itemId === itemId);
  expect(conversation).toBeDefined();
  const messages = (await (await ownerContext.request.get(`/api/conversations/${conversation?.id}/messages`)).json()) as Message[];
  // Newest first.
  expect(messages.map((message) => message.body)).toEqual([request, question]);
  const [requestMessage, questionMessage] = messages;
  expect(Date.parse(questionMessage?.createdAt ?? '')).toBeLessThan(Date.parse(requestMessage?.createdAt ?? ''));
  expect(questionMessage?.id.localeCompare(requestMessage?.id ?? '')).toBe(-1);
  const bookings = ((await (await ownerContext.request.get('/api/bookings?role=owner')).json()) as Booking[]).filter((booking) => booking.itemId === itemId);
  expect(bookings).toHaveLength(1);
  expect(requestMessage?.bookingId).toBe(bookings[0]?.id);
  expect(Date.parse(questionMessage?.createdAt ?? '')).toBeLessThan(Date.parse(bookings[0]?.createdAt ?? ''));
  await ownerContext.close();
});
