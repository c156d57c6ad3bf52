/**
 * Booking requests over the real app: a request is a pending booking, a message in the
 * conversation about the listing and the owner's notification and push job, all in one transaction;
 * every rule refuses with a clear 4xx and changes nothing; only the two parties read a booking.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, Booking, InboxChanges, Message } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import hindiBookings from '@shared/messages/hi/bookings.ts';
import type { DbSnapshot } from '../../test/db-snapshot.ts';
import { changedTables } from '../../test/db-snapshot.ts';
import { acceptBooking, anotherUser, blockDays, bookingBody, dayAhead, decide, listingWithOwner, postBooking, requestBooking } from '../../test/bookings.ts';
import { startInboxTestServer } from '../../test/conversations.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';

const copy = bookingMessages.server;

describe.each(testDatabaseKinds)('booking requests on %s', (kind) => {
  let server: TestServer;
  let snapshot: () => Promise<DbSnapshot>;

  beforeAll(async () => {
    ({ server, snapshot } = await startInboxTestServer(kind));
  });
  afterAll(() => server.close());

  const pushJobs = async (userId: string) =>
    (await server.db.knex('jobs').where({ kind: 'push.alert' }).select('payload')).map((row: { payload: unknown }) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as { userId: string; alert: Record<string, unknown> }).filter((job) => job.userId === userId);

  it('makes a pending booking with the listing as it was, a message in the conversation, and tells the owner', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const body = bookingBody(item.id, 5, 4, { message: 'For a wedding in Pune.' });
    const response = await postBooking(renter.client, body);
    expect(response.status, response.text).toBe(201);
    const booking = response.json as Booking;
    expect(booking).toMatchObject({
      id: body.id,
      itemId: item.id,
      itemTitle: item.title,
      price: '1200.00',
      priceUnit: 'day',
      isNegotiable: false,
      ownerId: owner.user.id,
      renterId: renter.user.id,
      role: 'renter',
      startDate: body.startDate,
      endDate: body.endDate,
      days: 4,
      status: 'pending',
      message: 'For a wedding in Pune.',
      reason: null,
      cancelledBy: null,
      canReview: false,
      myReview: null,
      owner: { id: owner.user.id, averageRating: null, reviewCount: 0 },
      renter: { id: renter.user.id, averageRating: null, reviewCount: 0 },
    });

    const thread = (await owner.client.get(`/api/conversations/${booking.conversationId}/messages`)).json as Message[];
    expect(thread).toMatchObject([{ bookingId: booking.id, body: 'For a wedding in Pune.', senderId: renter.user.id }]);
    const notifications = (await owner.client.get('/api/notifications')).json as AppNotification[];
    // One alert for the request: the booking's, not a second one for its message.
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ type: 'booking', bookingId: booking.id, conversationId: booking.conversationId, itemId: item.id, ...bookingMessages.notify.requested('Asha Verma', item.title) });
    // Named, but never with the renter's account email.
    expect(notifications[0]).toMatchObject({ senderName: 'Asha Verma', senderEmail: null });
    expect(JSON.stringify(notifications)).not.toContain(renter.user.email);
    expect(await pushJobs(owner.user.id)).toMatchObject([{ alert: { type: 'booking', bookingId: booking.id, url: `/dashboard?tab=bookings&booking=${booking.id}` } }]);

    // The owner sees it from their side; the listing changing later does not change the booking.
    expect((await owner.client.get(`/api/bookings/${booking.id}`)).json).toMatchObject({ id: booking.id, role: 'owner' });
    await server.db.knex('items').where({ id: item.id }).update({ title: 'Renamed camera', price: '99' });
    expect((await renter.client.get(`/api/bookings/${booking.id}`)).json).toMatchObject({ itemTitle: item.title, price: '1200.00' });
  });

  it('writes the dates into the message when the renter wrote none, in the existing conversation', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const first = await requestBooking(renter.client, item.id, 3, 2);
    const second = await requestBooking(renter.client, item.id, 20, 2);
    expect(second.conversationId).toBe(first.conversationId);
    const thread = (await owner.client.get(`/api/conversations/${first.conversationId}/messages`)).json as Message[];
    expect(thread.map((message) => message.body)).toEqual([bookingMessages.requestMessage(second.startDate, second.endDate), bookingMessages.requestMessage(first.startDate, first.endDate)]);
  });

  it("writes those dates in the renter's language: Hindi for a renter who chose it", async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    expect((await renter.client.request('PUT', `/api/users/${renter.user.id}/locale`, { body: { locale: 'hi' }, headers: { 'idempotency-key': randomUUID() } })).status).toBe(200);
    const booking = await requestBooking(renter.client, item.id, 3, 2);
    const thread = (await owner.client.get(`/api/conversations/${booking.conversationId}/messages`)).json as Message[];
    expect(thread.map((message) => message.body)).toEqual([hindiBookings.requestMessage(booking.startDate, booking.endDate)]);
    expect(thread[0]?.body).not.toBe(bookingMessages.requestMessage(booking.startDate, booking.endDate));
  });

  it('writes nothing — booking, message, notification, push job — when the conversation refuses the message', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const first = await requestBooking(renter.client, item.id, 5, 2);
    expect((await owner.client.request('PUT', `/api/conversations/${first.conversationId}/block`, { headers: { 'idempotency-key': randomUUID() } })).status).toBe(200);
    const before = await snapshot();
    // The booking row is written before its message; the block refuses the message, and all of it rolls back.
    const refused = await postBooking(renter.client, bookingBody(item.id, 20, 2));
    expect([refused.status, (refused.json as { code: string }).code]).toEqual([403, 'conversation-blocked']);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it('answers a replayed request with the same booking, and refuses its id for another one', async () => {
    const { renter, item } = await listingWithOwner(server);
    const body = bookingBody(item.id, 30, 2);
    const first = await postBooking(renter.client, body);
    const again = await postBooking(renter.client, body);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((again.json as Booking).id).toBe(body.id);
    expect(Number((await server.db.knex('bookings').where({ renter_id: renter.user.id }).count<Array<{ count: string | number }>>('* as count'))[0]?.count)).toBe(1);

    const other = await postBooking(renter.client, { ...body, startDate: dayAhead(40), endDate: dayAhead(42) });
    expect(other.status).toBe(409);
    expect(other.json).toMatchObject({ message: copy.idTaken });
    const stranger = await anotherUser(server);
    expect((await postBooking(stranger.client, body)).status).toBe(409);
  });

  describe('refusals change nothing', () => {
    let owner: { client: TestClient; user: { id: string } };
    let renter: { client: TestClient; user: { id: string } };
    let itemId = '';

    beforeAll(async () => {
      const pair = await listingWithOwner(server);
      ({ owner, renter } = pair);
      itemId = pair.item.id;
      await server.db.knex('items').where({ id: itemId }).update({ min_rental_duration: 2, max_rental_duration: 10 });
      // An accepted booking (days 50–53) and a blocked range (days 60–62) of this listing.
      const other = await anotherUser(server);
      const taken = await requestBooking(other.client, itemId, 50, 3);
      await acceptBooking(owner.client, taken.id);
      const blocked = await blockDays(owner.client, itemId, [{ start: dayAhead(60), end: dayAhead(62) }]);
      if (blocked.status !== 200) throw new Error(`blocking failed: ${blocked.status} ${blocked.text}`);
      // The renter's own pending request for days 70–73.
      await requestBooking(renter.client, itemId, 70, 3);
    });

    /** Each refusal's code: its status says which. */
    const codes = { 400: 'invalid-input', 404: 'not-found', 409: 'booking-conflict' } as const;
    const cases: Array<[string, () => unknown, keyof typeof codes, string | RegExp]> = [
      ['a start in the past', () => bookingBody(itemId, -1, 3), 400, copy.startInPast],
      ['an end before the start', () => bookingBody(itemId, 10, -2), 400, bookingMessages.validation.endAfterStart],
      ['an end on the start', () => bookingBody(itemId, 10, 0), 400, bookingMessages.validation.endAfterStart],
      ['a day that does not exist', () => ({ ...bookingBody(itemId), startDate: '2030-02-30' }), 400, bookingMessages.validation.day],
      ['a date with a time', () => ({ ...bookingBody(itemId), startDate: `${dayAhead(5)}T10:00:00Z` }), 400, bookingMessages.validation.day],
      ['a number for a date', () => ({ ...bookingBody(itemId), endDate: 20301212 }), 400, bookingMessages.validation.day],
      ['a junk listing id', () => ({ ...bookingBody(itemId), itemId: 'camera' }), 400, bookingMessages.validation.itemId],
      ['a listing that does not exist', () => ({ ...bookingBody(itemId), itemId: randomUUID() }), 404, 'Item not found'],
      ['fewer days than the listing rents for', () => bookingBody(itemId, 10, 1), 400, copy.tooShort(2)],
      ['more days than the listing rents for', () => bookingBody(itemId, 10, 11), 400, copy.tooLong(10)],
      ['a huge range', () => ({ ...bookingBody(itemId), startDate: dayAhead(5), endDate: '9999-12-31' }), 400, copy.tooLong(10)],
      ['days overlapping an accepted booking', () => bookingBody(itemId, 49, 2), 409, copy.conflict],
      ['days overlapping blocked days', () => bookingBody(itemId, 61, 3), 409, copy.conflict],
      ['days overlapping the renter’s own pending request', () => bookingBody(itemId, 72, 2), 409, copy.overlapsOwnRequest],
      ['a message too long', () => bookingBody(itemId, 10, 3, { message: 'x'.repeat(2001) }), 400, bookingMessages.validation.messageTooLong],
      ['no body', () => undefined, 400, /./],
      ['no dates at all', () => ({ itemId }), 400, bookingMessages.validation.daysOrTimes],
    ];

    it.each(cases)('refuses %s', async (_name, body, status, message) => {
      const before = await snapshot();
      const response = await postBooking(renter.client, body());
      expect(response.status, response.text).toBe(status);
      expect((response.json as { message: string }).message).toMatch(typeof message === 'string' ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : message);
      expect(response.json).toMatchObject({ code: codes[status] });
      expect(changedTables(before, await snapshot())).toEqual([]);
    });

    it('refuses the owner’s own listing, a listing not available and a deleted one', async () => {
      const before = await snapshot();
      expect((await postBooking(owner.client, bookingBody(itemId))).json).toMatchObject({ code: 'own-listing', message: copy.ownListing });
      await server.db.knex('items').where({ id: itemId }).update({ availability: 'rented' });
      const rented = await postBooking(renter.client, bookingBody(itemId));
      expect([rented.status, rented.json]).toEqual([409, { code: 'booking-closed', message: copy.unavailable }]);
      await server.db.knex('items').where({ id: itemId }).update({ availability: 'available', deleted_at: new Date() });
      expect((await postBooking(renter.client, bookingBody(itemId))).status).toBe(404);
      await server.db.knex('items').where({ id: itemId }).update({ deleted_at: null });
      expect(changedTables(before, await snapshot()).filter((table) => table !== 'items')).toEqual([]);
      expect((await server.client().post('/api/bookings', bookingBody(itemId))).status).toBe(401);
    });
  });

  it('stops a renter at the day’s limit of requests with a 429 and when to try again', async () => {
    const { renter, item } = await listingWithOwner(server);
    await requestBooking(renter.client, item.id, 5, 1);
    // The other 29 of the day, counted straight into the counter rather than sent one by one.
    await server.db.knex('rate_throttle').where({ key: `booking-day:${renter.user.id}` }).update({ hits: limits.bookingRequestsPerDay });
    const before = await snapshot();
    const refused = await postBooking(renter.client, bookingBody(item.id, 10, 1));
    expect([refused.status, (refused.json as { code: string }).code]).toEqual([429, 'throttled']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect((refused.json as { message: string }).message).toMatch(/booking requests today/);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it('shows a booking to its two parties only: 404 to strangers, 401 signed out, 400 for a junk id', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const booking = await requestBooking(renter.client, item.id);
    const stranger = await anotherUser(server);
    expect((await renter.client.get(`/api/bookings/${booking.id}`)).status).toBe(200);
    expect((await owner.client.get(`/api/bookings/${booking.id}`)).status).toBe(200);
    expect((await stranger.client.get(`/api/bookings/${booking.id}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/bookings/${randomUUID()}`)).status).toBe(404);
    expect((await server.client().get(`/api/bookings/${booking.id}`)).status).toBe(401);
    expect((await renter.client.get('/api/bookings/not-an-id')).status).toBe(400);
    // Nor can a stranger decide or cancel it: the same 404.
    for (const action of ['accept', 'decline', 'cancel'] as const) expect((await decide(stranger.client, booking.id, action)).status).toBe(404);
  });

  it('lists a user’s bookings per role and status, newest first, in pages', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const made: Booking[] = [];
    for (let i = 0; i < 5; i++) made.push(await requestBooking(renter.client, item.id, 10 + i * 5, 2));
    await acceptBooking(owner.client, made[0]?.id ?? '');
    expect((await decide(owner.client, made[1]?.id ?? '', 'decline', { reason: 'Away that week' })).status).toBe(200);

    const pages: Booking[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/bookings?role=renter&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await renter.client.get(query);
      expect(response.status, response.text).toBe(200);
      pages.push(...(response.json as Booking[]));
      cursor = response.headers.get('x-next-cursor');
    } while (cursor);
    expect(pages.map((booking) => booking.id)).toEqual(made.map((booking) => booking.id).reverse());

    const ids = async (client: TestClient, query: string) => ((await client.get(`/api/bookings?${query}`)).json as Booking[]).map((booking) => booking.id);
    expect(await ids(owner.client, 'role=owner&status=accepted')).toEqual([made[0]?.id]);
    expect(await ids(owner.client, 'role=owner&status=declined')).toEqual([made[1]?.id]);
    expect(await ids(owner.client, 'role=owner&status=pending')).toHaveLength(3);
    expect(await ids(owner.client, 'role=renter')).toEqual([]);
    expect(await ids(renter.client, 'role=owner')).toEqual([]);
    for (const query of ['role=landlord', 'role=renter&status=done', 'role=renter&limit=0', 'role=renter&cursor=forged', '']) {
      expect((await renter.client.get(`/api/bookings?${query}`)).status, query).toBe(400);
    }
  });

  it('brings the bookings of both roles to the phone through the inbox changes', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const start = (await owner.client.get('/api/inbox/changes')).json as InboxChanges;
    const booking = await requestBooking(renter.client, item.id);
    const afterRequest = (await owner.client.get(`/api/inbox/changes?since=${start.cursor}`)).json as InboxChanges;
    expect(afterRequest.bookings).toMatchObject([{ id: booking.id, role: 'owner', status: 'pending' }]);
    await acceptBooking(owner.client, booking.id);
    const renterView = (await renter.client.get('/api/inbox/changes')).json as InboxChanges;
    expect(renterView.bookings).toMatchObject([{ id: booking.id, role: 'renter', status: 'accepted' }]);
    const later = (await owner.client.get(`/api/inbox/changes?since=${afterRequest.cursor}`)).json as InboxChanges;
    expect(later.bookings).toMatchObject([{ id: booking.id, status: 'accepted' }]);
  });

  it('counts the requests each listing of the owner received', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const second = await anotherUser(server);
    const first = await requestBooking(renter.client, item.id, 10, 2);
    await requestBooking(second.client, item.id, 30, 2);
    expect((await decide(renter.client, first.id, 'cancel')).status).toBe(200);
    expect((await owner.client.get(`/api/users/${owner.user.id}/booking-counts`)).json).toEqual({ [item.id]: 2 });
    expect((await renter.client.get(`/api/users/${renter.user.id}/booking-counts`)).json).toEqual({});
  });
});
