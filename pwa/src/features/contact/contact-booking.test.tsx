/**
 * The contact page with intent=booking: Send makes a booking request through the outbox
 * (online it lands at once and opens the booking; offline it waits, sent once later), refusals are
 * shown on the page, and dates that cannot be booked send the renter back to the calendar.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Booking, Item } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { contactMessages } from '@shared/messages/contact.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { makeBooking, RENTER_ID } from '@pwa/test/bookings.ts';
import { makeItem } from '@pwa/test/items.ts';
import { setOnline, stopOutbox } from '@pwa/test/outbox-in-dom.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { ContactPage } from './contact-page.tsx';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const b = bookingMessages.contact;
const p = contactMessages.page;

const paths = ['/item/$id', '/dashboard', '/messages/$conversationId', '/search'];
const renter = makeUser({ id: RENTER_ID, fullName: 'Meera Nair', email: 'meera@example.in' });
const start = addDays(todayInIndia(), 5);
const end = addDays(start, 3);

type Answer = (body: Record<string, unknown>) => Response;
const accepted: (item: Item) => Answer = (item) => (body) =>
  jsonResponse(201, makeBooking({ id: String(body.id), itemId: item.id, role: 'renter', startDate: start, endDate: end, message: String(body.message) }) satisfies Booking);

function serve(item: Item, onRequest: Answer) {
  return stubFetch((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(200, renter);
    if (url === '/api/bookings' && init.method === 'POST') return onRequest(JSON.parse(String(init.body)) as Record<string, unknown>);
    if (url.startsWith('/api/inbox/changes')) return jsonResponse(200, { conversations: [], messages: [], notifications: [], deletedNotificationIds: [], bookings: [], cursor: 'c1', hasMore: false });
    if (url === `/api/items/${item.id}`) return jsonResponse(200, item);
    return new Response(null, { status: 204 });
  });
}

const bookingPosts = (spy: ReturnType<typeof stubFetch>) => spy.mock.calls.filter(([url, init]) => url === '/api/bookings' && init?.method === 'POST');

async function openAndSend(item: Item, text = 'Weekend trip to Lonavala') {
  const view = await renderWithRouter(<ContactPage itemId={item.id} intent="booking" start={start} end={end} />, paths);
  await screen.findByRole('heading', { level: 1, name: p.bookingTitle });
  // The form follows the heading once the session is known.
  fireEvent.change(await screen.findByLabelText(p.message, { exact: false }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: b.send }));
  return view;
}

describe('the contact page with a booking intent', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    await db.session.put({ key: SESSION_KEY, user: renter, fetchedAt: Date.now() });
    sessionStorage.clear();
    vi.mocked(showToast).mockClear();
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
  });

  it('online: sends a booking request (not a message) with the dates and the text, then opens the booking', async () => {
    const item = makeItem();
    const spy = serve(item, accepted(item));
    const { router } = await openAndSend(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const posts = bookingPosts(spy);
    expect(posts).toHaveLength(1);
    const body = JSON.parse(String(posts[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ itemId: item.id, startDate: start, endDate: end, message: 'Weekend trip to Lonavala' });
    expect(router.state.location.search).toEqual({ tab: 'bookings', booking: body.id });
    expect(spy.mock.calls.some(([url]) => url === '/api/messages')).toBe(false);
    expect(showToast).toHaveBeenCalledWith('success', b.sent);
    expect((await db.bookings.get(String(body.id)))?.pendingAction).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline: the request waits in the outbox as a pending row, and nothing is sent', async () => {
    setOnline(false);
    const item = makeItem();
    const spy = serve(item, accepted(item));
    const { router } = await openAndSend(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(showToast).toHaveBeenCalledWith('info', b.queuedOffline);
    const [op] = await db.outbox.toArray();
    expect(op?.kind).toBe('booking.request');
    const rows = await db.bookings.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', pendingAction: 'request', startDate: start, endDate: end });
    expect(bookingPosts(spy)).toHaveLength(0);
  });

  it("refused (409): the server's message on the page, a way to other dates, and nothing left queued", async () => {
    const item = makeItem();
    const conflict = { code: 'booking-conflict', message: 'These dates are no longer available. Please choose other dates.' };
    serve(item, () => jsonResponse(409, conflict));
    await openAndSend(item, 'Can I pick it up early?');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(errorText(conflict));
    expect(screen.getByRole('link', { name: b.chooseOtherDates }).getAttribute('href')).toBe(`/item/${item.id}`);
    expect((screen.getByLabelText(p.message, { exact: false }) as HTMLTextAreaElement).value).toBe('Can I pick it up early?');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bookings.count()).toBe(0);
  });

  it.each([
    ['missing', undefined, undefined, b.invalidDates],
    ['reversed', end, start, b.invalidDates],
    ['in the past', addDays(todayInIndia(), -3), addDays(todayInIndia(), 1), b.pastDates],
  ])('dates %s: a clear message and the way back to the calendar, no form', async (_case, from, to, text) => {
    const item = makeItem();
    serve(item, accepted(item));
    await renderWithRouter(<ContactPage itemId={item.id} intent="booking" start={from} end={to} />, paths);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(screen.getByRole('link', { name: b.backToCalendar }).getAttribute('href')).toBe(`/item/${item.id}`);
    expect(screen.queryByRole('button', { name: b.send })).toBeNull();
  });
});
