import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Conversation, Message } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { queueReply } from './queue-message.ts';
import { makeBooking } from '@pwa/test/bookings.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { InboxList } from './inbox-list.tsx';
import { ThreadPage } from './thread-page.tsx';
import type { showToast } from '@pwa/ui/toast.ts';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const t = conversationMessages.thread;
const card = bookingMessages.card;

const owner = makeUser();
const RENTER = '01936f5e-7c2a-7b3e-9d41-00000000beef';
const ID = '01936f5e-7c2a-7b3e-9d41-c0000000000a';
const ITEM = '01936f5e-7c2a-7b3e-9d41-1000000000aa';
const paths = ['/messages', '/messages/$conversationId', '/item/$id', '/search'];

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: ID,
  itemId: ITEM,
  itemTitle: 'Canon EOS 200D',
  itemImageUrl: null,
  itemDeleted: false,
  ownerId: owner.id,
  renterId: RENTER,
  role: 'owner',
  otherParty: { id: RENTER, name: 'Meera Nair', profileImageUrl: null, isVerified: true },
  lastMessage: { id: 'm1', senderId: RENTER, body: 'Is it free on Saturday?', createdAt: '2026-11-24T09:00:00.000Z' },
  unreadCount: 2,
  blockedBy: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  lastMessageAt: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

const first: Message = {
  id: '01936f5e-7c2a-7b3e-9d41-m00000000001',
  conversationId: ID,
  itemId: ITEM,
  senderId: RENTER,
  body: 'Is it free on Saturday?',
  contact: { name: 'Meera Nair', email: 'meera@example.in', phone: '+91 98765 43210' },
  bookingId: null,
  createdAt: '2026-11-24T09:00:00.000Z',
};

function serve() {
  return stubFetch((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(200, owner);
    if (url.startsWith('/api/inbox/changes')) return jsonResponse(200, { conversations: [], messages: [], notifications: [], deletedNotificationIds: [], cursor: 'c1', hasMore: false });
    if (url === `/api/conversations/${ID}/read`) return jsonResponse(200, conversation({ unreadCount: 0 }));
    if (url.startsWith(`/api/conversations/${ID}/messages`) && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { id: string; message: string };
      return jsonResponse(201, { ...first, id: body.id, senderId: owner.id, body: body.message, contact: null, createdAt: new Date().toISOString() });
    }
    if (url.startsWith(`/api/conversations/${ID}/messages`)) return jsonResponse(200, [first]);
    return new Response(null, { status: 204 });
  });
}

describe('a conversation', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    await db.session.put({ key: SESSION_KEY, user: owner, fetchedAt: Date.now() });
  });
  afterEach(() => vi.restoreAllMocks());

  it('in the inbox: the other person, the listing, the last message, the unread badge and the role', async () => {
    await db.conversations.put({ ...conversation(), fetchedAt: Date.now() });
    serve();
    await renderWithRouter(<InboxList user={owner} />, paths);
    const row = await screen.findByRole('link', { name: /Meera Nair/ });
    expect(row.getAttribute('href')).toBe(`/messages/${ID}`);
    expect(row.textContent).toContain('Canon EOS 200D');
    expect(row.textContent).toContain('Is it free on Saturday?');
    expect(row.textContent).toContain(conversationMessages.inbox.unread(2));
    expect(row.textContent).toContain(conversationMessages.inbox.roleOwner);
  });

  it("shows the renter's contact details to the owner, marks the thread read, and a reply appears at once then is sent", async () => {
    await db.conversations.put({ ...conversation(), fetchedAt: Date.now() });
    await db.messages.put(first);
    const fetchSpy = serve();
    await renderWithRouter(<ThreadPage conversationId={ID} user={owner} />, paths);
    expect(await screen.findByText('Is it free on Saturday?')).toBeTruthy();
    // Each link's name says what it does and holds what it shows (WCAG 2.5.3).
    expect(screen.getByRole('link', { name: `${t.callContact('Meera Nair')}: +91 98765 43210` }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: `${t.mailContact('Meera Nair')}: meera@example.in` }).getAttribute('href')).toBe('mailto:meera@example.in');
    await waitFor(() => expect(fetchSpy.mock.calls.some(([url, init]) => url === `/api/conversations/${ID}/read` && init?.method === 'PUT')).toBe(true));
    await waitFor(async () => expect((await db.conversations.get(ID))?.unreadCount).toBe(0));

    fireEvent.change(screen.getByLabelText(t.replyLabel), { target: { value: 'Yes, from 10 am' } });
    fireEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText('Yes, from 10 am')).toBeTruthy();
    await waitFor(() => expect(fetchSpy.mock.calls.filter(([url, init]) => url === `/api/conversations/${ID}/messages` && init?.method === 'POST')).toHaveLength(1));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    await waitFor(() => expect(screen.queryByText(t.waiting)).toBeNull());
  });

  it('shows a reply still in the outbox as waiting, even after sign-out cleared the inbox tables', async () => {
    serve();
    await db.conversations.put({ ...conversation({ unreadCount: 0 }), fetchedAt: Date.now() });
    // Queued offline, then the cached messages went (sign-out and in again).
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queueReply(owner.id, { id: ID, itemId: ITEM, renterId: RENTER }, 'I can bring the charger too');
    await db.messages.clear();
    await renderWithRouter(<ThreadPage conversationId={ID} user={owner} />, paths);
    const bubble = (await screen.findByText('I can bring the charger too')).closest('li');
    expect(bubble && within(bubble).getByText(t.waiting)).toBeTruthy();
  });

  it("a booking request's message carries its booking: dates, status and the owner's Accept / Decline, fetched when missing", async () => {
    const booking = makeBooking({ id: '01936f5e-7c2a-7b3e-9d41-b0000000beef', itemId: ITEM, ownerId: owner.id, conversationId: ID });
    const fetchSpy = stubFetch((url) => {
      if (url === `/api/bookings/${booking.id}`) return jsonResponse(200, booking);
      if (url.startsWith('/api/inbox/changes')) return jsonResponse(200, { conversations: [], messages: [], notifications: [], deletedNotificationIds: [], bookings: [], cursor: 'c1', hasMore: false });
      if (url.startsWith(`/api/conversations/${ID}/messages`)) return jsonResponse(200, [{ ...first, bookingId: booking.id }]);
      return new Response(null, { status: 204 });
    });
    await db.conversations.put({ ...conversation({ unreadCount: 0 }), fetchedAt: Date.now() });
    await db.messages.put({ ...first, bookingId: booking.id });
    await renderWithRouter(<ThreadPage conversationId={ID} user={owner} />, [...paths, '/dashboard']);
    const region = await screen.findByRole('region', { name: card.bookingLabel(booking.itemTitle) });
    expect(fetchSpy.mock.calls.some(([url]) => url === `/api/bookings/${booking.id}`)).toBe(true);
    expect(within(region).getByText(bookingMessages.status.pending)).toBeTruthy();
    expect(region.textContent).toContain(card.days(2));
    expect(within(region).getByRole('link', { name: card.viewBooking }).getAttribute('href')).toBe(`/dashboard?tab=bookings&booking=${booking.id}`);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(within(region).getByRole('button', { name: card.accept }));
    expect(await within(region).findByText(card.waitingAction.accept)).toBeTruthy();
    expect((await db.outbox.toArray()).map((op) => op.kind)).toEqual(['booking.accept']);
  });

  it('says why there is no reply box when the conversation is blocked', async () => {
    serve();
    await db.conversations.put({ ...conversation({ unreadCount: 0, blockedBy: 'other' }), fetchedAt: Date.now() });
    await db.messages.put(first);
    await renderWithRouter(<ThreadPage conversationId={ID} user={owner} />, paths);
    expect(await screen.findByText(t.blockedByOther)).toBeTruthy();
    expect(screen.queryByLabelText(t.replyLabel)).toBeNull();
  });
});
