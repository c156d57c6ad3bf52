/**
 * Push alerts in the browser: turning them on hands the device's subscription to the account, and a
 * push shows one notification per conversation whose tap opens it. Headless Chromium has no push
 * service: page-models/push-device.ts says how subscribing and pushes are stood in for, and what the
 * tap proves.
 */
import { expect, test } from '@playwright/test';
import type { PushAlert } from '../shared/src/api.ts';
import { fullBrowser } from './browsers.ts';
import { NotificationsTab } from './page-models/notifications-tab.ts';
import { PushDevice, stubSubscription } from './page-models/push-device.ts';
import { SiteHeader } from './page-models/site-header.ts';
import { newAccount } from './support.ts';

// The service worker stays on here (alerts arrive through it; the other specs block it), in the full
// browser, the one that lets a test grant the notification permission.
test.use({ serviceWorkers: 'allow', launchOptions: fullBrowser });

const conversationId = '0193c000-0000-7000-8000-00000000c0e2';
const alert: PushAlert = {
  type: 'message',
  title: 'Rahul Verma · Canon EOS 1500D',
  body: 'Is it free this weekend?',
  tag: `conversation:${conversationId}`,
  url: `/messages/${conversationId}`,
  conversationId,
  itemId: '0193a1b2-1111-7000-8000-00000000e2e2',
};

test.beforeEach(async ({ page, context, baseURL }, testInfo) => {
  // One browser shape is enough: the worker and the subscription do not depend on the screen.
  test.skip(testInfo.project.name !== 'desktop', 'push is checked once, at desktop size');
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const registered = await page.request.post('/api/register', { data: newAccount() });
  expect(registered.status()).toBe(201);
});

test('"Turn on alerts" subscribes this device and hands the subscription to the account; "Turn off alerts" takes it back', async ({ page, context }) => {
  const subscription = stubSubscription();
  await PushDevice.stubPushManager(context, subscription);
  const tab = new NotificationsTab(page);
  await tab.goto();

  const posted = page.waitForRequest((request) => request.url().endsWith('/api/push/subscriptions') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Turn on alerts' }).click();
  expect((await posted).postDataJSON()).toEqual(subscription);
  await expect(page.getByRole('button', { name: 'Turn off alerts' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Alerts are on' }).first()).toBeVisible();

  const removed = page.waitForRequest((request) => request.url().endsWith('/api/push/subscriptions') && request.method() === 'DELETE');
  await page.getByRole('button', { name: 'Turn off alerts' }).click();
  expect((await removed).postDataJSON()).toEqual({ endpoint: subscription.endpoint });
  await expect(page.getByRole('button', { name: 'Turn on alerts' })).toBeVisible();
});

test('signing out turns this device\'s alerts off, so a shared phone stops alerting for the account', async ({ page, context }) => {
  const subscription = stubSubscription();
  await PushDevice.stubPushManager(context, subscription);
  const tab = new NotificationsTab(page);
  await tab.goto();
  await page.getByRole('button', { name: 'Turn on alerts' }).click();
  await expect(page.getByRole('button', { name: 'Turn off alerts' })).toBeVisible();

  const removed = page.waitForRequest((request) => request.url().endsWith('/api/push/subscriptions') && request.method() === 'DELETE');
  await new SiteHeader(page).signOut();
  expect((await removed).postDataJSON()).toEqual({ endpoint: subscription.endpoint });
  // The browser's subscription went too: the next account starts with alerts off.
  expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null)).toBe(true);
});

test('a push shows one notification per conversation, nudges the open page, and its tap opens the conversation', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const tab = new NotificationsTab(page);
  await tab.goto();
  const device = await PushDevice.attach(page, origin);
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (globalThis as unknown as { workerMessages: unknown[] }).workerMessages = seen;
    navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data));
  });

  await device.deliver(JSON.stringify(alert));
  const [shown] = await device.expectShown(1);
  expect(shown).toEqual({ title: alert.title, body: alert.body, tag: alert.tag, data: { url: alert.url, count: 1 } });
  // The open page hears it, so the inbox sync runs at once.
  await expect.poll(() => page.evaluate(() => (globalThis as unknown as { workerMessages: unknown[] }).workerMessages)).toContainEqual({ type: 'INBOX_CHANGED' });

  // A second message of the conversation replaces its notification; another conversation gets its own.
  await device.deliver(JSON.stringify({ ...alert, body: 'I can pick it up at 10.' }));
  await expect.poll(async () => (await device.shown()).map(({ body }) => body)).toEqual(['2 new messages. I can pick it up at 10.']);
  await device.deliver(JSON.stringify({ ...alert, tag: 'conversation:other', title: 'Anita Desai · Room in Baner', body: 'Is it available?' }));
  await device.expectShown(2);

  // A payload that cannot be read still shows something (userVisibleOnly), leading to the notifications.
  await device.deliver('not an alert');
  const plain = (await device.expectShown(3)).find(({ tag }) => tag === 'kiraya');
  expect(plain).toMatchObject({ title: 'Kiraya', body: 'You have a new notification.', data: { url: '/dashboard?tab=notifications' } });

  await device.tap(alert.tag);
  await expect(page).toHaveURL(`${origin}${alert.url}`);
});
