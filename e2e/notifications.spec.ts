/**
 * The Notifications tab and the header's unread counts on the production build: with the server
 * (renters' messages make the owner's notifications, read, marked all read, deleted, kept over a
 * reload) and offline, where each change is made on the device and waits in the outbox.
 */
import { expect, test, type Browser, type APIRequestContext } from '@playwright/test';
import type { AppNotification } from '../shared/src/api.ts';
import { NotificationsTab } from './page-models/notifications-tab.ts';
import { OfflineDevice } from './page-models/offline-device.ts';
import { SiteHeader } from './page-models/site-header.ts';
import { newAccount, registerAccount } from './support.ts';
import { formatRelativeTime } from '../shared/src/intl-dates.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const fromRahul: AppNotification = {
  id: '0193b000-0000-7000-8000-0000000e2e01',
  type: 'message',
  title: 'New message from Rahul Verma',
  message: 'Is the Canon 1500D free this weekend? I need it for a wedding in Kothrud.',
  isRead: false,
  itemId: '0193a1b2-1111-7000-8000-0000000e2eaa',
  conversationId: '0193c000-0000-7000-8000-0000000e2ec1',
  bookingId: null,
  senderName: 'Rahul Verma',
  senderEmail: 'rahul@example.in',
  senderPhone: '+919876543210',
  createdAt: minutesAgo(5),
};
const fromAnita: AppNotification = {
  ...fromRahul,
  id: '0193b000-0000-7000-8000-0000000e2e02',
  title: 'Anita Desai replied',
  message: 'Yes, pick it up at 10.',
  senderName: 'Anita Desai',
  conversationId: '0193c000-0000-7000-8000-0000000e2ec2',
  createdAt: minutesAgo(60),
};

test.describe('offline', () => {
  // The service worker is on for this one only: offline, the tab works from it.
  test.use({ serviceWorkers: 'allow' });

  test('the header counts unread notifications; offline, the tab reads one on click and opens its conversation, marks all read and deletes', async ({ page, context }) => {
    const registered = await page.request.post('/api/register', { data: newAccount() });
    expect(registered.status()).toBe(201);
    const header = new SiteHeader(page);
    const tab = new NotificationsTab(page);
    await page.goto('/');
    await header.expectSignedIn('MI');
    await tab.storeOnDevice([fromAnita, fromRahul]);
    const avatar = header.root.getByRole('button', { name: 'Account menu, 2 unread notifications' });
    await expect(avatar).toBeVisible();

    // Offline from here: every write is kept on the device, waiting for the connection (the worker,
    // in control, serves the code the screens load), and the tab shows what the device holds.
    const device = new OfflineDevice(page, context);
    await device.expectWorkerInControl();
    await device.goOffline();
    await avatar.click();
    await page.getByRole('menuitem', { name: /^Notifications/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=notifications$/);
    await expect(tab.tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab.tab).toContainText('2 unread notifications');
    await expect(tab.list.getByRole('article')).toHaveCount(2);
    await expect(tab.row(fromRahul.title).getByText('New', { exact: true })).toBeVisible();
    await expect(tab.row(fromRahul.title).getByText(formatRelativeTime(new Date(0), new Date(5 * 60_000), 'en'))).toBeVisible();

    await tab.open(fromRahul.title);
    await expect(page).toHaveURL(new RegExp(`/messages/${fromRahul.conversationId}$`));
    await page.goBack();
    await expect(tab.row(fromRahul.title).getByText('New', { exact: true })).toHaveCount(0);
    await expect(header.root.getByRole('button', { name: 'Account menu, 1 unread notification' })).toBeVisible();

    await tab.markAllRead.click();
    await expect(tab.list.getByText('New', { exact: true })).toHaveCount(0);
    await expect(header.root.getByRole('button', { name: 'Account menu', exact: true })).toBeVisible();
    await expect(tab.markAllRead).toBeDisabled();

    await tab.delete(fromAnita.title);
    await expect(tab.list.getByRole('article')).toHaveCount(1);
    // Still so after a reload: the writes wait in the outbox, laid over what the device holds.
    await page.reload();
    await expect(tab.list.getByRole('article')).toHaveCount(1);
    await expect(tab.list.getByText('New', { exact: true })).toHaveCount(0);
  });
});

/** A renter in their own browser context messages the owner about the listing; returns the conversation. */
async function renterSends(browser: Browser, itemId: string, fullName: string, message: string): Promise<string> {
  const context = await browser.newContext();
  const renter = { ...newAccount(), fullName };
  expect((await context.request.post('/api/register', { data: renter })).status()).toBe(201);
  const sent = await context.request.post('/api/messages', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { itemId, name: fullName, email: renter.email, message },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { conversationId } = (await sent.json()) as { conversationId: string };
  await context.close();
  return conversationId;
}

async function listItem(request: APIRequestContext): Promise<string> {
  const categories = (await (await request.get('/api/categories')).json()) as { id: string }[];
  const created = await request.post('/api/items', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { title: 'Canon EOS 1500D with 18-55 lens', description: 'Clean body, two batteries, bag.', categoryId: categories[0]?.id, isNegotiable: false, price: '600', priceUnit: 'day', location: 'Pune, Maharashtra', contactPhone: '+919876543210', imageUrls: [], videoUrl: null },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('renters’ messages become the owner’s notifications: badge and "New", a click reads one and opens it, mark all, delete', async ({ browser, page, request }) => {
  const owner = newAccount();
  await registerAccount(request, owner);
  const itemId = await listItem(request);
  const fromRenter = await renterSends(browser, itemId, 'Rahul Verma', 'Is it free this weekend?');
  await renterSends(browser, itemId, 'Anita Desai', 'Can I rent it for three days?');

  expect((await page.request.post('/api/login/email', { data: { username: owner.username, password: owner.password } })).status()).toBe(200);
  const tab = new NotificationsTab(page);
  await tab.goto();
  await expect(tab.list.getByRole('article')).toHaveCount(2);
  await expect(tab.tab).toContainText('2 unread notifications');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu, 2 unread notifications' })).toBeVisible();
  const rahul = tab.list.getByRole('article').filter({ hasText: 'Is it free this weekend?' });
  await expect(rahul.getByText('New', { exact: true })).toBeVisible();

  const read = page.waitForResponse((response) => /\/api\/notifications\/[^/]+\/read$/.test(response.url()) && response.request().method() === 'PUT');
  await rahul.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/messages/${fromRenter}$`));
  expect((await read).status()).toBe(200);
  await page.goBack();
  await expect(tab.tab).toContainText('1 unread notification');

  const allRead = page.waitForResponse((response) => response.url().endsWith('/api/notifications/mark-all-read'));
  await tab.markAllRead.click();
  expect((await allRead).status()).toBe(200);
  await expect(tab.list.getByText('New', { exact: true })).toHaveCount(0);

  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/api\/notifications\//.test(response.url()));
  await tab.list.getByRole('article').filter({ hasText: 'Can I rent it for three days?' }).getByRole('button', { name: /^Delete notification/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  expect((await deleted).status()).toBe(204);

  // The server's state, read again.
  await page.reload();
  await expect(tab.list.getByRole('article')).toHaveCount(1);
  await expect(tab.list.getByText('New', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu', exact: true })).toBeVisible();
});
