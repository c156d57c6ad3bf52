/**
 * The contact page with intent=booking for a booking by the hour (startsAt, endsAt from the item
 * page's hour picker): its day, time and hours instead of check-in and check-out; Send queues a
 * request with the times and no days (offline it waits); times that cannot be booked send the renter
 * back to the listing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Booking, Item } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { partsOfDay, weekdayDayMonth } from '@shared/day-names.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { contactMessages } from '@shared/messages/contact.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
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
const c = conversationMessages.contact;
const p = contactMessages.page;

const paths = ['/item/$id', '/dashboard', '/messages/$conversationId', '/search'];
const renter = makeUser({ id: RENTER_ID, fullName: 'Meera Nair', email: 'meera@example.in' });
const day = addDays(todayInIndia(), 5);
const startsAt = `${day}T10:00:00+05:30`;
const endsAt = `${day}T13:00:00+05:30`;
const hourly = (overrides: Partial<Item> = {}) => makeItem({ title: 'Studio room', price: '150.00', priceUnit: 'hour', availableFrom: '09:00', availableUntil: '21:00', ...overrides });

function serve(item: Item) {
  return stubFetch((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(200, renter);
    if (url === '/api/bookings' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { id: string };
      return jsonResponse(201, makeBooking({ id: body.id, itemId: item.id, role: 'renter', priceUnit: 'hour', price: '150.00', startDate: day, endDate: addDays(day, 1), startsAt, endsAt, hours: 3 }) satisfies Booking);
    }
    if (url.startsWith('/api/inbox/changes')) return jsonResponse(200, { conversations: [], messages: [], notifications: [], deletedNotificationIds: [], bookings: [], cursor: 'c1', hasMore: false });
    if (url === `/api/items/${item.id}`) return jsonResponse(200, item);
    return new Response(null, { status: 204 });
  });
}

const bookingPosts = (spy: ReturnType<typeof stubFetch>) => spy.mock.calls.filter(([url, init]) => url === '/api/bookings' && init?.method === 'POST');

async function open(item: Item, times: { startsAt?: string | undefined; endsAt?: string | undefined } = { startsAt, endsAt }) {
  const view = await renderWithRouter(<ContactPage itemId={item.id} intent="booking" startsAt={times.startsAt} endsAt={times.endsAt} />, paths);
  await screen.findByRole('heading', { level: 1, name: p.bookingTitle });
  return view;
}

async function send(text = 'A quiet room for a recording') {
  fireEvent.change(await screen.findByLabelText(p.message, { exact: false }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: b.send }));
}

describe('the contact page with a booking by the hour', () => {
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

  it('shows the day, the time and the hours instead of check-in and check-out', async () => {
    const item = hourly();
    serve(item);
    await open(item);
    const details = screen.getByRole('region', { name: c.bookingDetails });
    const facts = within(details).getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual([weekdayDayMonth(partsOfDay(day)), '10:00–13:00', c.hours(3)]);
    expect(within(details).queryByText(c.checkIn)).toBeNull();
  });

  it('shows dashes for what times that are not a booking cannot tell', async () => {
    const item = hourly();
    serve(item);
    await open(item, { startsAt: '10:00', endsAt: '13:00' });
    await screen.findByRole('alert');
    const details = screen.getByRole('region', { name: c.bookingDetails });
    expect(within(details).getAllByRole('definition').map((fact) => fact.textContent)).toEqual(['—', '—', '—']);
  });

  it('sends the times and no days, then opens the booking', async () => {
    const item = hourly();
    const spy = serve(item);
    const { router } = await open(item);
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const body = JSON.parse(String(bookingPosts(spy)[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ itemId: item.id, startsAt, endsAt, message: 'A quiet room for a recording' });
    expect(body).not.toHaveProperty('startDate');
    expect(body).not.toHaveProperty('endDate');
    expect(router.state.location.search).toEqual({ tab: 'bookings', booking: body.id });
  });

  it('offline: the request waits in the outbox with its times, as a pending row of its day and hours', async () => {
    setOnline(false);
    const item = hourly();
    const spy = serve(item);
    const { router } = await open(item);
    await send();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(showToast).toHaveBeenCalledWith('info', b.queuedOffline);
    const [op] = await db.outbox.toArray();
    expect(op).toMatchObject({ kind: 'booking.request', payload: { body: { startsAt, endsAt } } });
    expect(await db.bookings.toArray()).toMatchObject([{ status: 'pending', pendingAction: 'request', startDate: day, startsAt, endsAt, hours: 3 }]);
    expect(bookingPosts(spy)).toHaveLength(0);
  });

  it.each([
    ['missing', { startsAt: undefined, endsAt }, b.invalidTimes],
    ['not times', { startsAt: '10:00', endsAt: '13:00' }, b.invalidTimes],
    ['reversed', { startsAt: endsAt, endsAt: startsAt }, b.invalidTimes],
    ['not whole hours', { startsAt, endsAt: `${day}T11:30:00+05:30` }, b.invalidTimes],
    ["outside the listing's hours", { startsAt: `${day}T19:00:00+05:30`, endsAt: `${day}T22:00:00+05:30` }, b.invalidTimes],
    ['passed', { startsAt: `${addDays(todayInIndia(), -1)}T10:00:00+05:30`, endsAt: `${addDays(todayInIndia(), -1)}T11:00:00+05:30` }, b.pastTime],
  ])('times %s: a clear message and the way back to the hours, no form', async (_case, times, text) => {
    const item = hourly();
    serve(item);
    await open(item, times);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: b.invalidTimesTitle })).toBeTruthy();
    expect(alert.textContent).toContain(text);
    expect(screen.getByRole('link', { name: b.backToHours }).getAttribute('href')).toBe(`/item/${item.id}`);
    expect(screen.queryByRole('button', { name: b.send })).toBeNull();
  });

  it('times on a listing rented by the day: says it is rented by the day', async () => {
    const item = hourly({ priceUnit: 'day', availableFrom: null, availableUntil: null });
    serve(item);
    await open(item);
    expect((await screen.findByRole('alert')).textContent).toContain(bookingMessages.server.notHourly);
  });
});
