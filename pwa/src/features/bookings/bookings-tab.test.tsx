/**
 * The dashboard's Bookings tab: the owner's requests and the renter's bookings, each
 * card's actions through the outbox, the status from the dates, refusals with Retry / Discard, and a
 * link's booking drawn out.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { formatRupees } from '@shared/intl.ts';
import { bookingMessages, DATES_TAKEN_REASON } from '@shared/messages/bookings.ts';
import { db } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { makeBooking, OWNER_ID, party, RENTER_ID } from '@pwa/test/bookings.ts';
import { freshDevice, setOnline, stopOutbox } from '@pwa/test/outbox-in-dom.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { requestOutboxFlush } from '@pwa/sync/index.ts';
import { BookingsTab } from './bookings-tab.tsx';

const b = bookingMessages;
const c = bookingMessages.card;

const owner = makeUser({ id: OWNER_ID, fullName: 'Priya Sharma' });
const today = todayInIndia();

const request = makeBooking({ itemTitle: 'Royal Enfield Classic 350' });
const past = makeBooking({ itemTitle: 'Canon EOS 200D', status: 'accepted', startDate: addDays(today, -5), endDate: addDays(today, -2), message: null });
const declined = makeBooking({ itemTitle: 'Tent for four', status: 'declined', reason: DATES_TAKEN_REASON });
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
    expect(within(first).getByText(b.status.pending)).toBeTruthy();
    expect(within(first).getByText(formatRupees(2400))).toBeTruthy();
    expect(first.textContent).toContain(c.days(2));
    expect(first.textContent).toContain('Meera Nair');
    expect(within(first).getByRole('img', { name: c.verified })).toBeTruthy();
    expect(first.textContent).toContain(c.rating(4.5, 3));
    expect(first.textContent).toContain('Is the helmet included?');
    // Accepted, and its end day has come: completed, with nothing left to do.
    expect(within(card('Canon EOS 200D')).getByText(b.status.completed)).toBeTruthy();
    expect(within(card('Canon EOS 200D')).queryByRole('button')).toBeNull();
    expect(card('Tent for four').textContent).toContain(bookingMessages.datesNoLongerAvailable);
    expect(screen.queryByRole('article', { name: 'Honda Activa' })).toBeNull();
    // The badge counts the one request waiting for an answer.
    expect(screen.getByText(b.tab.pendingLabel(1))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: b.tab.renter }));
    const mine = await screen.findByRole('article', { name: 'Honda Activa' });
    expect(mine.textContent).toContain('Ravi Kumar');
    expect(mine.textContent).toContain(c.noReviews);
    expect(within(mine).getByRole('button', { name: c.cancelRequest })).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: c.accept })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Royal Enfield Classic 350' })).toBeNull();
  });

  it('empty: says so on each side', async () => {
    serve();
    await renderWithRouter(<BookingsTab user={owner} />);
    expect(await screen.findByRole('heading', { name: b.tab.emptyOwner })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: b.tab.renter }));
    expect(await screen.findByRole('heading', { name: b.tab.emptyRenter })).toBeTruthy();
  });

  it('offline: Accept and Decline (with its reason) queue their kinds and show the cards waiting', async () => {
    setOnline(false);
    const second = makeBooking({ itemTitle: 'Tent for four' });
    serve();
    await put(request, second);
    await renderWithRouter(<BookingsTab user={owner} />);

    fireEvent.click(within(await screen.findByRole('article', { name: 'Royal Enfield Classic 350' })).getByRole('button', { name: c.accept }));
    expect(await within(card('Royal Enfield Classic 350')).findByText(c.waitingAction.accept)).toBeTruthy();
    expect(within(card('Royal Enfield Classic 350')).queryByRole('button', { name: c.accept })).toBeNull();
    // The button went: focus is on its booking, not lost to the page.
    expect(document.activeElement).toBe(card('Royal Enfield Classic 350'));

    fireEvent.click(within(card('Tent for four')).getByRole('button', { name: c.decline }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(b.reasonDialog.reason), { target: { value: ' Away that week ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: b.reasonDialog.confirmDecline }));
    expect(await within(card('Tent for four')).findByText(c.waitingAction.decline)).toBeTruthy();

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
    fireEvent.click(within(await screen.findByRole('article', { name: 'Tent for four' })).getByRole('button', { name: c.cancel }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: b.reasonDialog.confirmCancel }));
    await within(card('Tent for four')).findByText(c.waitingAction.cancel);

    fireEvent.click(screen.getByRole('button', { name: b.tab.renter }));
    fireEvent.click(within(await screen.findByRole('article', { name: 'Honda Activa' })).getByRole('button', { name: c.cancelRequest }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: b.reasonDialog.confirmCancel }));
    await within(card('Honda Activa')).findByText(c.waitingAction.cancel);
    expect((await db.outbox.orderBy('seq').toArray()).map((op) => [op.kind, op.entity])).toEqual([
      ['booking.cancel', `booking:${upcoming.id}`],
      ['booking.cancel', `booking:${myRequest.id}`],
    ]);
  });

  it('a refused accept (409) shows the server message with Retry and Discard; Discard asks the server again', async () => {
    const conflict = 'These dates are no longer available. Please choose other dates.';
    const fetchSpy = serve({ owner: [request] }, () => jsonResponse(409, { code: 'booking-conflict', message: conflict }));
    await renderWithRouter(<BookingsTab user={owner} />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Royal Enfield Classic 350' })).getByRole('button', { name: c.accept }));
    await sendQueued();
    const alert = await within(card('Royal Enfield Classic 350')).findByRole('alert');
    expect(alert.textContent).toContain(errorText({ code: 'booking-conflict', message: conflict }));
    expect(within(alert).getByRole('button', { name: c.retry })).toBeTruthy();

    fetchSpy.mockClear();
    fireEvent.click(within(alert).getByRole('button', { name: c.discard }));
    await waitFor(() => expect(within(card('Royal Enfield Classic 350')).queryByRole('alert')).toBeNull());
    expect(await db.outbox.count()).toBe(0);
    expect((await db.bookings.get(request.id))?.pendingAction).toBeUndefined();
    await waitFor(() => expect(fetchSpy.mock.calls.some(([url]) => url === `/api/bookings/${request.id}`)).toBe(true));
  });

  it('an accept that lands: the server copy replaces the card', async () => {
    serve({ owner: [request] }, () => jsonResponse(200, { ...request, status: 'accepted' }));
    await renderWithRouter(<BookingsTab user={owner} />);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Royal Enfield Classic 350' })).getByRole('button', { name: c.accept }));
    // Online, the accept is sent as soon as it is queued: the outbox row may be gone before a test could see it.
    expect(await within(card('Royal Enfield Classic 350')).findByText(b.status.accepted)).toBeTruthy();
    expect(within(card('Royal Enfield Classic 350')).getByRole('button', { name: c.cancel })).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it("?booking= opens the side holding it and draws that card out", async () => {
    serve({ owner: [request], renter: [myRequest] });
    await put(request, myRequest);
    await renderWithRouter(<BookingsTab user={owner} highlight={myRequest.id} />);
    const highlighted = await screen.findByRole('article', { name: 'Honda Activa' });
    expect(highlighted.className).toContain('ring-2');
    await waitFor(() => expect(document.activeElement).toBe(highlighted));
    expect(screen.getByRole('button', { name: b.tab.renter }).getAttribute('aria-pressed')).toBe('true');
  });
});
