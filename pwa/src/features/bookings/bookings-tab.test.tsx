/**
 * The dashboard's Bookings tab (issue 12): the owner's requests and the renter's bookings, each
 * card's actions through the outbox, the status from the dates, refusals with Retry / Discard, and a
 * link's booking drawn out.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { db } from '@pwa/db/app-db.ts';
import { makeBooking, OWNER_ID, party, RENTER_ID } from '@pwa/test/bookings.ts';
import { freshDevice, setOnline, stopOutbox } from '@pwa/test/outbox-in-dom.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { requestOutboxFlush } from '@pwa/sync/index.ts';
import { BookingsTab } from './bookings-tab.tsx';

const owner = makeUser({ id: OWNER_ID, fullName: 'Priya Sharma' });
const today = todayInIndia();

const request = makeBooking({ itemTitle: 'Royal Enfield Classic 350' });
const past = makeBooking({ itemTitle: 'Canon EOS 200D', status: 'accepted', startDate: addDays(today, -5), endDate: addDays(today, -2), message: null });
const declined = makeBooking({ itemTitle: 'Tent for four', status: 'declined', reason: 'Dates no longer available' });
const myRequest = makeBooking({
  itemTitle: 'Honda Activa',
  role: 'renter',
  ownerId: RENTER_ID,
  renterId: OWNER_ID,
  owner: party({ id: RENTER_ID, name: 'Ravi Kumar', averageRating: null, reviewCount: 0 }),
  renter: party(),
});

/** The server: the lists by role (what is on the device unless `lists` says otherwise) and the writes. */
function serve(lists: Partial<Record<'owner' | 'renter', Booking[]>> = {}, onWrite: (path: string) => Response = () => jsonResponse(200, {})) {
  return stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/bookings' && (init.method ?? 'GET') === 'GET') {
      const role = searchParams.get('role') === 'renter' ? 'renter' : 'owner';
      return jsonResponse(200, lists[role] ?? []);
    }
    if (pathname.startsWith('/api/bookings/') && init.method === 'POST') return onWrite(pathname);
    if (pathname === '/api/inbox/changes') return jsonResponse(200, { conversations: [], messages: [], notifications: [], deletedNotificationIds: [], bookings: [], cursor: 'c1', hasMore: false });
    if (pathname.startsWith('/api/bookings/')) {
      const found = [...(lists.owner ?? []), ...(lists.renter ?? [])].find((booking) => pathname === `/api/bookings/${booking.id}`);
      return found ? jsonResponse(200, found) : jsonResponse(404, { code: 'not-found', message: 'Booking not found' });
    }
    return new Response(null, { status: 204 });
  });
}

/** What the app's outbox job does when an operation is queued (it does not run in these tests). */
async function sendQueued() {
  await waitFor(async () => expect(await db.outbox.count()).toBeGreaterThan(0));
  await requestOutboxFlush();
}

const card = (title: string) => screen.getByRole('article', { name: title });
const put = (...bookings: Booking[]) => db.bookings.bulkPut(bookings.map((booking) => ({ ...booking, fetchedAt: Date.now() })));

describe('BookingsTab', () => {
  beforeEach(async () => {
    await freshDevice(owner);
    await db.bookings.clear();
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("lists the owner's requests with dates, days, total, the renter, the message and the status; the renter's apart", async () => {
    serve({ owner: [request, past, declined], renter: [myRequest] });
    await renderWithRouter(<BookingsTab user={owner} />);
    const first = await screen.findByRole('article', { name: 'Royal Enfield Classic 350' });
    expect(within(first).getByText('Pending')).toBeTruthy();
    expect(within(first).getByText('₹2,400')).toBeTruthy();
    expect(first.textContent).toContain('2 days');
    expect(first.textContent).toContain('Meera Nair');
    expect(within(first).getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(first.textContent).toContain('★ 4.5 (3)');
    expect(first.textContent).toContain('Is the helmet included?');
    // Accepted, and its end day has come: completed, with nothing left to do.
    expect(within(card('Canon EOS 200D')).getByText('Completed')).toBeTruthy();
    expect(within(card('Canon EOS 200D')).queryByRole('button')).toBeNull();
    expect(card('Tent for four').textContent).toContain('Dates no longer available');
    expect(screen.queryByRole('article', { name: 'Honda Activa' })).toBeNull();
    // The badge counts the one request waiting for an answer.
    expect(screen.getByText('1 booking request waiting for your answer')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Your bookings' }));
    const mine = await screen.findByRole('article', { name: 'Honda Activa' });
    expect(mine.textContent).toContain('Ravi Kumar');
    expect(mine.textContent).toContain('No reviews yet');
    expect(within(mine).getByRole('button', { name: 'Cancel request' })).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Royal Enfield Classic 350' })).toBeNull();
  });

  it('empty: says so on each side', async () => {
    serve();
    await renderWithRouter(<BookingsTab user={owner} />);
    expect(await screen.findByRole('heading', { name: 'No booking requests yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Your bookings' }));
    expect(await screen.findByRole('heading', { name: 'You have not requested any bookings yet' })).toBeTruthy();
  });

  it('offline: Accept and Decline (with its reason) queue their kinds and show the cards waiting', async () => {
    setOnline(false);
    const second = makeBooking({ itemTitle: 'Tent for four' });
    serve();
    await put(request, second);
    await renderWithRouter(<BookingsTab user={owner} />);

    fireEvent.click(within(await screen.findByRole('article', { name: 'Royal Enfield Classic 350' })).getByRole('button', { name: 'Accept' }));
    expect(await within(card('Royal Enfield Classic 350')).findByText('Acceptance waiting to sync')).toBeTruthy();
    expect(within(card('Royal Enfield Classic 350')).queryByRole('button', { name: 'Accept' })).toBeNull();
    // The button went: focus is on its booking, not lost to the page.
    expect(document.activeElement).toBe(card('Royal Enfield Classic 350'));

    fireEvent.click(within(card('Tent for four')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: ' Away that week ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(card('Tent for four')).findByText('Decline waiting to sync')).toBeTruthy();

    const ops = await db.outbox.orderBy('seq').toArray();
    expect(ops.map((op) => [op.kind, op.payload])).toEqual([
      ['booking.accept', { bookingId: request.id, reason: null }],
      ['booking.decline', { bookingId: second.id, reason: 'Away that week' }],
    ]);
  });

  it('the owner cancels an accepted booking before its start; the renter cancels their request', async () => {
    setOnline(false);
    const upcoming = makeBooking({ itemTitle: 'Tent for four', status: 'accepted' });
    serve();
    await put(upcoming, myRequest);
    await renderWithRouter(<BookingsTab user={owner} />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Tent for four' })).getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel booking' }));
    await within(card('Tent for four')).findByText('Cancellation waiting to sync');

    fireEvent.click(screen.getByRole('button', { name: 'Your bookings' }));
    fireEvent.click(within(await screen.findByRole('article', { name: 'Honda Activa' })).getByRole('button', { name: 'Cancel request' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel booking' }));
    await within(card('Honda Activa')).findByText('Cancellation waiting to sync');
    expect((await db.outbox.orderBy('seq').toArray()).map((op) => [op.kind, op.entity])).toEqual([
      ['booking.cancel', `booking:${upcoming.id}`],
      ['booking.cancel', `booking:${myRequest.id}`],
    ]);
  });

  it('a refused accept (409) shows the server message with Retry and Discard; Discard asks the server again', async () => {
    const conflict = 'These dates are no longer available. Please choose other dates.';
    const fetchSpy = serve({ owner: [request] }, () => jsonResponse(409, { code: 'booking-conflict', message: conflict }));
    await renderWithRouter(<BookingsTab user={owner} />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Royal Enfield Classic 350' })).getByRole('button', { name: 'Accept' }));
    await sendQueued();
    const alert = await within(card('Royal Enfield Classic 350')).findByRole('alert');
    expect(alert.textContent).toContain(conflict);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();

    fetchSpy.mockClear();
    fireEvent.click(within(alert).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(card('Royal Enfield Classic 350')).queryByRole('alert')).toBeNull());
    expect(await db.outbox.count()).toBe(0);
    expect((await db.bookings.get(request.id))?.pendingAction).toBeUndefined();
    await waitFor(() => expect(fetchSpy.mock.calls.some(([url]) => url === `/api/bookings/${request.id}`)).toBe(true));
  });

  it('an accept that lands: the server copy replaces the card', async () => {
    serve({ owner: [request] }, () => jsonResponse(200, { ...request, status: 'accepted' }));
    await renderWithRouter(<BookingsTab user={owner} />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Royal Enfield Classic 350' })).getByRole('button', { name: 'Accept' }));
    await sendQueued();
    expect(await within(card('Royal Enfield Classic 350')).findByText('Accepted')).toBeTruthy();
    expect(within(card('Royal Enfield Classic 350')).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it("?booking= opens the side holding it and draws that card out", async () => {
    serve({ owner: [request], renter: [myRequest] });
    await put(request, myRequest);
    await renderWithRouter(<BookingsTab user={owner} highlight={myRequest.id} />);
    const highlighted = await screen.findByRole('article', { name: 'Honda Activa' });
    expect(highlighted.className).toContain('ring-2');
    await waitFor(() => expect(document.activeElement).toBe(highlighted));
    expect(screen.getByRole('button', { name: 'Your bookings' }).getAttribute('aria-pressed')).toBe('true');
  });
});
