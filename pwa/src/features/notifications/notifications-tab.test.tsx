import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { notificationMessages } from '@shared/messages/notifications.ts';
import { db } from '@pwa/db/app-db.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { leaveNotificationsDevice, makeNotification, notificationsDevice } from '@pwa/test/notifications.ts';
import { setOnline } from '@pwa/test/outbox-in-dom.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { NotificationsTab } from './notifications-tab.tsx';
import { formatRelativeTime } from '@shared/intl-dates.ts';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const t = notificationMessages;
const user = makeUser();
// The titles are the server's (the test data's), in whatever language it wrote them.
const RAHUL = 'New message from Rahul Verma';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const fromRahul = makeNotification({ createdAt: minutesAgo(5) });
const fromAnita = makeNotification({
  id: '0193b000-0000-7000-8000-000000000002',
  title: 'Anita Desai replied',
  message: 'Yes, pick it up at 10.',
  senderName: 'Anita Desai',
  conversationId: '0193c000-0000-7000-8000-00000000c002',
  createdAt: minutesAgo(90),
  isRead: true,
});
const notice = makeNotification({
  id: '0193b000-0000-7000-8000-000000000003',
  type: 'other',
  title: 'Your listing was approved',
  message: 'Royal Enfield Classic 350 is live.',
  senderName: null,
  conversationId: null,
  createdAt: minutesAgo(3 * 24 * 60),
});

const list = () => screen.getByRole('list', { name: t.listLabel });
const row = (title: string) => screen.getByRole('article', { name: title });
/** The row's main button (its name is all it says, so it starts with the title; Delete's does not). */
const open = (title: string) => within(row(title)).getByRole('button', { name: new RegExp(`^${title}`) });
const queued = () => db.outbox.toArray();

async function renderTab() {
  const rendered = await renderWithRouter(<NotificationsTab />, ['/messages/$conversationId', '/item/$id', '/dashboard']);
  await screen.findByRole('list', { name: t.listLabel });
  return rendered;
}

describe('NotificationsTab', () => {
  beforeEach(() => notificationsDevice(user));
  afterEach(() => {
    leaveNotificationsDevice();
    vi.mocked(showToast).mockClear();
  });

  it('says "No notifications yet" without "Mark All as Read" when there are none', async () => {
    await renderWithRouter(<NotificationsTab />);
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.markAllRead })).toBeNull();
  });

  it('lists them newest first with type, sender and age, unread ones marked "New"', async () => {
    await db.notifications.bulkPut([notice, fromAnita, fromRahul]);
    await renderTab();
    const titles = within(list())
      .getAllByRole('article')
      .map((article) => document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(titles).toEqual([RAHUL, 'Anita Desai replied', 'Your listing was approved']);
    expect(within(row(RAHUL)).getByText(t.newBadge)).toBeTruthy();
    expect(within(row(RAHUL)).getByText(new RegExp(t.from('Rahul Verma')))).toBeTruthy();
    expect(within(row(RAHUL)).getByText(formatRelativeTime(new Date(0), new Date(5 * 60_000)))).toBeTruthy();
    expect(within(row(RAHUL)).getByText(`${t.typeMessage}:`)).toBeTruthy();
    expect(within(row('Anita Desai replied')).queryByText(t.newBadge)).toBeNull();
    expect(within(row('Your listing was approved')).getByText(`${t.typeOther}:`)).toBeTruthy();
    expect(screen.getByText(t.unreadLabel(2))).toBeTruthy();
  });

  it('a click reads it at once, queues the read for the server and opens its conversation', async () => {
    await db.notifications.put(fromRahul);
    const { router } = await renderTab();
    fireEvent.click(open(RAHUL));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${fromRahul.conversationId}`));
    await waitFor(() => expect(within(row(RAHUL)).queryByText(t.newBadge)).toBeNull());
    expect((await db.notifications.get(fromRahul.id))?.isRead).toBe(true);
    const [op] = await queued();
    expect(op).toMatchObject({ kind: 'notification.read', accountId: user.id, payload: { notificationId: fromRahul.id }, status: 'pending' });
  });

  it('a booking notification reads it and opens the booking in the Bookings tab', async () => {
    const bookingId = '0193c000-0000-7000-8000-0000000b0001';
    await db.notifications.put(makeNotification({ id: '0193b000-0000-7000-8000-000000000009', type: 'booking', title: 'New Booking Request', bookingId }));
    const { router } = await renderTab();
    expect(within(row('New Booking Request')).getByText(`${bookingMessages.notification.type}:`)).toBeTruthy();
    fireEvent.click(open('New Booking Request'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toEqual({ tab: 'bookings', booking: bookingId });
    await waitFor(async () => expect((await db.notifications.get('0193b000-0000-7000-8000-000000000009'))?.isRead).toBe(true));
  });

  it('a notification without a conversation opens its listing; reading a read one queues nothing', async () => {
    await db.notifications.put({ ...notice, isRead: true });
    const { router } = await renderTab();
    fireEvent.click(open('Your listing was approved'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/item/${notice.itemId}`));
    expect(await queued()).toEqual([]);
  });

  it('"Mark All as Read" reads every one shown and queues one call', async () => {
    await db.notifications.bulkPut([fromRahul, notice, fromAnita]);
    await renderTab();
    fireEvent.click(screen.getByRole('button', { name: t.markAllRead }));
    await waitFor(() => expect(screen.queryByText(t.newBadge)).toBeNull());
    expect(screen.getByText(t.unreadLabel(0))).toBeTruthy();
    expect((screen.getByRole('button', { name: t.markAllRead }) as HTMLButtonElement).disabled).toBe(true);
    const ops = await queued();
    expect(ops.map((op) => op.kind)).toEqual(['notifications.readAll']);
  });

  it('the inbox sync storing the server copy before the read went keeps it read; a delete keeps it gone', async () => {
    await db.notifications.bulkPut([fromRahul, notice]);
    await renderTab();
    fireEvent.click(open(RAHUL));
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: t.deleteLabel('Your listing was approved') }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.confirmDelete.confirm }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Your listing was approved' })).toBeNull());
    // The server's answers from before the writes reached it.
    await db.notifications.bulkPut([fromRahul, notice]);
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(1));
    expect(within(row(RAHUL)).queryByText(t.newBadge)).toBeNull();
  });

  it('delete asks first; Cancel keeps it, Delete removes it from the list and queues the call', async () => {
    await db.notifications.bulkPut([fromRahul, fromAnita]);
    await renderTab();
    fireEvent.click(screen.getByRole('button', { name: t.deleteLabel('Anita Desai replied') }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(t.confirmDelete.title)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmDelete.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await queued()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: t.deleteLabel('Anita Desai replied') }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.confirmDelete.confirm }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Anita Desai replied' })).toBeNull());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', t.deleted));
    expect((await queued()).map((op) => [op.kind, op.payload])).toEqual([['notification.delete', { notificationId: fromAnita.id }]]);
  });

  it('opened online, takes the server’s list over, with the writes still waiting laid over it', async () => {
    await db.notifications.bulkPut([fromRahul, fromAnita]);
    await renderTab();
    fireEvent.click(open(RAHUL));
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    cleanup();
    // Anita's was deleted on another device; the notice is new; Rahul's read has not reached the server.
    vi.restoreAllMocks();
    stubFetch((url) => (url === '/api/notifications' ? jsonResponse(200, [fromRahul, notice]) : jsonResponse(404, { message: 'Not found.', code: 'not-found' })));
    await renderTab();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Anita Desai replied' })).toBeNull());
    expect(within(list()).getAllByRole('article')).toHaveLength(2);
    expect(within(row('Your listing was approved')).getByText(t.newBadge)).toBeTruthy();
    expect(within(row(RAHUL)).queryByText(t.newBadge)).toBeNull();
  });

  it('refreshes when the connection returns (and on the other sync triggers: focus, a push)', async () => {
    let served = [fromRahul];
    vi.restoreAllMocks();
    stubFetch((url) => (url === '/api/notifications' ? jsonResponse(200, served) : jsonResponse(404, { message: 'Not found.', code: 'not-found' })));
    await renderTab();
    await screen.findByRole('article', { name: RAHUL });
    served = [notice, fromRahul];
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('article', { name: 'Your listing was approved' })).toBeTruthy();
  });

  it('offline, says how old the list is', async () => {
    setOnline(false);
    const savedAt = Date.now() - 12 * 60_000;
    await db.notifications.put({ ...fromRahul, fetchedAt: savedAt });
    await db.inboxCursor.put({ key: 'inboxCursor', cursor: 'c1', fetchedAt: savedAt });
    await renderTab();
    expect(screen.getByText(browseMessages.offline.savedAgo(formatRelativeTime(new Date(0), new Date(12 * 60_000))))).toBeTruthy();
  });
});
