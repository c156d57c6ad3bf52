/**
 * The rating in its place: a completed booking's card in the dashboard's Bookings tab asks
 * the owner to rate the renter; the rating goes through the outbox, the card says it waits, and once
 * sent it reads "You rated ★5" with nothing left to rate.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { reviewMessages } from '@shared/messages/reviews.ts';
import { db } from '@pwa/db/app-db.ts';
import { BookingsTab } from '@pwa/features/bookings/index.ts';
import { makeBooking, OWNER_ID } from '@pwa/test/bookings.ts';
import { freshDevice, setOnline, stopOutbox } from '@pwa/test/outbox-in-dom.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { makeBookingReview } from '@pwa/test/review-bookings.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { requestOutboxFlush } from '@pwa/sync/index.ts';

const t = reviewMessages.rate;
const waitingRating = bookingMessages.card.waitingAction.review;

const owner = makeUser({ id: OWNER_ID, fullName: 'Priya Sharma' });
const today = todayInIndia();
const completed = makeBooking({ itemTitle: 'Canon EOS 200D', status: 'completed', startDate: addDays(today, -5), endDate: addDays(today, -2), canReview: true });

function serve(bookings: Booking[]) {
  const reviews: unknown[] = [];
  const fetchSpy = stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/bookings' && (init.method ?? 'GET') === 'GET') return jsonResponse(200, searchParams.get('role') === 'owner' ? bookings : []);
    if (pathname === `/api/bookings/${completed.id}/reviews` && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { rating: number; text: string | null };
      reviews.push(body);
      return jsonResponse(201, makeBookingReview(completed.id, { reviewerRole: 'owner', ...body }));
    }
    if (pathname === '/api/inbox/changes') return jsonResponse(200, { conversations: [], messages: [], notifications: [], deletedNotificationIds: [], bookings: [], cursor: 'c1', hasMore: false });
    return new Response(null, { status: 204 });
  });
  return { fetchSpy, reviews };
}

describe('rating from the Bookings tab', () => {
  beforeEach(async () => {
    await freshDevice(owner);
    await db.bookings.clear();
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('the owner rates the renter of a completed booking; once sent the card reads "You rated ★5"', async () => {
    const { reviews } = serve([completed]);
    await renderWithRouter(<BookingsTab user={owner} />);
    const card = await screen.findByRole('article', { name: 'Canon EOS 200D' });
    fireEvent.click(await within(card).findByRole('button', { name: t.ownerAction }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.ownerSubject('Meera Nair', 'Canon EOS 200D'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: t.starLabel(5) }));
    fireEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    await requestOutboxFlush();
    await waitFor(() => expect(reviews).toEqual([{ rating: 5, text: null }]));
    const sent = screen.getByRole('article', { name: 'Canon EOS 200D' });
    expect(await within(sent).findByText(t.youRated(5))).toBeTruthy();
    await waitFor(() => expect(within(sent).queryByText(waitingRating)).toBeNull());
    expect(within(sent).queryByRole('button', { name: t.ownerAction })).toBeNull();
    expect(await db.bookings.get(completed.id)).toMatchObject({ canReview: false, myReview: { rating: 5 } });
  });

  it('offline, the rating waits on the card, and no second rating is offered meanwhile', async () => {
    serve([completed]);
    await put(completed);
    setOnline(false);
    await renderWithRouter(<BookingsTab user={owner} />);
    const card = await screen.findByRole('article', { name: 'Canon EOS 200D' });
    fireEvent.click(await within(card).findByRole('button', { name: t.ownerAction }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: t.starLabel(3) }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Returned it clean and on time.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    expect(await within(card).findByText(t.youRated(3))).toBeTruthy();
    expect(await within(card).findByText(waitingRating)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: t.ownerAction })).toBeNull();
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ kind: 'booking.review', payload: { bookingId: completed.id, body: { rating: 3, text: 'Returned it clean and on time.' } } })]);
  });
});

const put = (...bookings: Booking[]) => db.bookings.bulkPut(bookings.map((booking) => ({ ...booking, fetchedAt: Date.now() })));
