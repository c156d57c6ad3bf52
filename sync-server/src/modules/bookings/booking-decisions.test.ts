/**
 * The owner's decisions and either side's cancel over the real app: only the owner decides,
 * only pending requests are answered, an acceptance declines the requests it clashes with and tells
 * their renters, and many acceptances at once of overlapping requests leave exactly one accepted.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, Booking } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { setClockOffsetForTests } from '../../clock.ts';
import { acceptBooking, anotherUser, blockDays, dayAhead, decide, listingWithOwner, requestBooking } from '../../test/bookings.ts';
import type { DbSnapshot } from '../../test/db-snapshot.ts';
import { changedTables } from '../../test/db-snapshot.ts';
import { key, startInboxTestServer } from '../../test/conversations.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';

const copy = bookingMessages.server;
const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds)('booking decisions on %s', (kind) => {
  let server: TestServer;
  let snapshot: () => Promise<DbSnapshot>;

  beforeAll(async () => {
    ({ server, snapshot } = await startInboxTestServer(kind));
  });
  afterAll(async () => {
    setClockOffsetForTests(0);
    await server.close();
  });

  const notificationsOf = async (client: TestClient) => (await client.get('/api/notifications')).json as AppNotification[];
  const itemSeq = async (itemId: string) => BigInt((await server.db.knex('items').where({ id: itemId }).first<{ change_seq: string }>('change_seq'))?.change_seq ?? 0);
  const pushJobsFor = async (bookingId: string) =>
    (await server.db.knex('jobs').where({ kind: 'push.alert' }).select('payload'))
      .map((row: { payload: unknown }) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as { userId: string; alert: { bookingId?: string; title: string } })
      .filter((job) => job.alert.bookingId === bookingId);

  it('accepts, declines the clashing requests with the reason, tells every renter, and refreshes the listing', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const second = await anotherUser(server);
    const third = await anotherUser(server);
    const chosen = await requestBooking(renter.client, item.id, 10, 4);
    const clashing = await requestBooking(second.client, item.id, 12, 4);
    const apart = await requestBooking(third.client, item.id, 14, 2);
    const seqBefore = await itemSeq(item.id);

    const accepted = await acceptBooking(owner.client, chosen.id);
    expect(accepted).toMatchObject({ id: chosen.id, status: 'accepted', role: 'owner' });
    expect((await second.client.get(`/api/bookings/${clashing.id}`)).json).toMatchObject({ status: 'declined', reason: bookingMessages.datesNoLongerAvailable });
    // Its end day is the other's first: they do not overlap, so it stays pending.
    expect((await third.client.get(`/api/bookings/${apart.id}`)).json).toMatchObject({ status: 'pending' });

    expect(await notificationsOf(renter.client)).toMatchObject([{ type: 'booking', bookingId: chosen.id, ...bookingMessages.notify.accepted(item.title) }]);
    expect(await notificationsOf(second.client)).toMatchObject([{ type: 'booking', bookingId: clashing.id, ...bookingMessages.notify.declined(item.title) }]);
    expect(await notificationsOf(third.client)).toEqual([]);
    expect((await pushJobsFor(clashing.id)).map((job) => [job.userId, job.alert.title])).toEqual([
      [owner.user.id, 'New Booking Request'],
      [second.user.id, 'Booking Declined'],
    ]);
    expect((await pushJobsFor(chosen.id)).map((job) => [job.userId, job.alert.title])).toEqual([
      [owner.user.id, 'New Booking Request'],
      [renter.user.id, 'Booking Accepted'],
    ]);
    expect(await itemSeq(item.id)).toBeGreaterThan(seqBefore);

    // Answered: no second answer.
    const again = await decide(owner.client, chosen.id, 'accept');
    expect([again.status, again.json]).toEqual([409, { code: 'booking-closed', message: copy.notPending }]);
    expect((await decide(owner.client, clashing.id, 'accept')).json).toMatchObject({ code: 'booking-closed' });
  });

  it('lets only the owner accept or decline, and refuses anything but a pending request', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const booking = await requestBooking(renter.client, item.id, 5, 2);
    const before = await snapshot();
    for (const action of ['accept', 'decline'] as const) {
      const response = await decide(renter.client, booking.id, action);
      expect([response.status, response.json], action).toEqual([403, { code: 'forbidden', message: copy.onlyOwnerDecides }]);
    }
    expect(changedTables(before, await snapshot())).toEqual([]);

    const tooLong = await decide(owner.client, booking.id, 'decline', { reason: 'x'.repeat(501) });
    expect([tooLong.status, (tooLong.json as { message: string }).message]).toEqual([400, bookingMessages.validation.reasonTooLong]);
    expect((await decide(owner.client, booking.id, 'decline', { reason: 42 })).status).toBe(400);
    const declined = await decide(owner.client, booking.id, 'decline', { reason: '  Away that week  ' });
    expect(declined.json).toMatchObject({ status: 'declined', reason: 'Away that week' });
    expect(await notificationsOf(renter.client)).toMatchObject([{ bookingId: booking.id, ...bookingMessages.notify.declined(item.title) }]);
    expect((await decide(owner.client, booking.id, 'decline')).json).toMatchObject({ code: 'booking-closed', message: copy.notPending });
  });

  it('answers the database’s own refusal of a double booking with a 409, not a 500', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const first = await requestBooking(renter.client, item.id, 10, 3);
    const second = await requestBooking((await anotherUser(server)).client, item.id, 11, 3);
    // Accepted behind the app's back: the second's clash is left for the exclusion constraint to find.
    await server.db.knex('bookings').where({ id: first.id }).update({ status: 'accepted' });
    const refused = await decide(owner.client, second.id, 'accept');
    expect([refused.status, refused.json]).toEqual([409, { code: 'booking-conflict', message: copy.conflict }]);
    expect((await owner.client.get(`/api/bookings/${second.id}`)).json).toMatchObject({ status: 'pending' });
  });

  it('refuses to accept over blocked days or once the first day has passed', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const blocked = await requestBooking(renter.client, item.id, 20, 3);
    expect((await blockDays(owner.client, item.id, [{ start: dayAhead(22), end: dayAhead(25) }])).status).toBe(200);
    const refused = await decide(owner.client, blocked.id, 'accept');
    expect([refused.status, refused.json]).toEqual([409, { code: 'booking-conflict', message: copy.blockedConflict }]);

    const soon = await requestBooking(renter.client, item.id, 2, 2);
    setClockOffsetForTests(3 * DAY_MS);
    try {
      expect((await decide(owner.client, soon.id, 'accept')).json).toMatchObject({ code: 'booking-closed', message: copy.startInPast });
    } finally {
      setClockOffsetForTests(0);
    }
  });

  it('cancels before the first day: the renter a request or a booking, the owner only a booking', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const pending = await requestBooking(renter.client, item.id, 10, 2);
    const ownerTry = await decide(owner.client, pending.id, 'cancel');
    expect([ownerTry.status, ownerTry.json]).toEqual([409, { code: 'booking-closed', message: copy.ownerDeclinesPending }]);
    expect((await decide(renter.client, pending.id, 'cancel', { reason: 'Plans changed' })).json).toMatchObject({ status: 'cancelled', cancelledBy: 'renter', reason: 'Plans changed' });
    expect(await notificationsOf(owner.client)).toMatchObject([{ bookingId: pending.id, title: 'Booking Cancelled' }, { bookingId: pending.id, title: 'New Booking Request' }]);
    expect((await decide(renter.client, pending.id, 'cancel')).json).toMatchObject({ code: 'booking-closed', message: copy.notCancellable });

    const booked = await requestBooking(renter.client, item.id, 20, 2);
    await acceptBooking(owner.client, booked.id);
    const seqBefore = await itemSeq(item.id);
    expect((await decide(owner.client, booked.id, 'cancel')).json).toMatchObject({ status: 'cancelled', cancelledBy: 'owner' });
    expect((await notificationsOf(renter.client))[0]).toMatchObject({ bookingId: booked.id, title: 'Booking Cancelled' });
    expect(await itemSeq(item.id)).toBeGreaterThan(seqBefore);
    // Its days are free again.
    const rebooked = await requestBooking(renter.client, item.id, 20, 2);
    expect((await acceptBooking(owner.client, rebooked.id)).status).toBe('accepted');

    // From the first day on, neither side can cancel.
    setClockOffsetForTests(20 * DAY_MS);
    try {
      for (const client of [renter.client, owner.client]) expect((await decide(client, rebooked.id, 'cancel')).json).toMatchObject({ code: 'booking-closed', message: copy.alreadyStarted });
    } finally {
      setClockOffsetForTests(0);
    }
  });

  it('reads as completed from its end day, and the viewer may then review it', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const booking = await requestBooking(renter.client, item.id, 3, 2);
    await acceptBooking(owner.client, booking.id);
    setClockOffsetForTests(5 * DAY_MS);
    try {
      expect((await renter.client.get(`/api/bookings/${booking.id}`)).json).toMatchObject({ status: 'completed', canReview: true, myReview: null });
      const completed = (await owner.client.get('/api/bookings?role=owner&status=completed')).json as Booking[];
      expect(completed.map((row) => row.id)).toEqual([booking.id]);
      expect((await owner.client.get('/api/bookings?role=owner&status=accepted')).json).toEqual([]);

      // The renter's review (written by the reviews call; here straight into its table) rates the owner.
      const review = { id: randomUUID(), booking_id: booking.id, item_id: item.id, reviewer_id: renter.user.id, reviewee_id: owner.user.id, reviewer_role: 'renter', rating: 4, review_text: 'Camera as described.', created_at: new Date() };
      await server.db.knex('booking_reviews').insert(review);
      expect((await renter.client.get(`/api/bookings/${booking.id}`)).json).toMatchObject({
        canReview: false,
        myReview: { id: review.id, bookingId: booking.id, reviewerRole: 'renter', rating: 4, text: 'Camera as described.' },
        owner: { averageRating: 4, reviewCount: 1 },
        renter: { averageRating: null, reviewCount: 0 },
      });
      expect((await owner.client.get(`/api/bookings/${booking.id}`)).json).toMatchObject({ canReview: true, myReview: null, owner: { averageRating: 4, reviewCount: 1 } });
    } finally {
      setClockOffsetForTests(0);
    }
  });

  it('refuses junk ids and bodies with a 4xx', async () => {
    const { client } = await anotherUser(server);
    for (const path of ['/api/bookings/junk/accept', '/api/bookings/00000000-0000-0000-0000-000000000000/cancel', "/api/bookings/' OR 1=1 --/decline"]) {
      const response = await client.post(path, undefined, key());
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    expect((await server.client().post('/api/bookings/00000000-0000-0000-0000-000000000000/accept')).status).toBe(401);
  });

  it('accepts exactly one of 200 overlapping requests accepted at once, and declines the rest', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const first = await requestBooking(renter.client, item.id, 60, 30);
    // 199 more requests, each sharing day 75 with every other: copies of the first with other days
    // (one renter may not ask twice for the same days, so the copies are made in the database).
    const ids = Array.from({ length: 199 }, () => randomUUID());
    await server.db.knex.raw(
      `INSERT INTO bookings (id, item_id, owner_id, renter_id, conversation_id, start_date, end_date, starts_at, ends_at, status, item_title, price, price_unit, is_negotiable, created_at, updated_at, change_seq)
       SELECT n.id::uuid, b.item_id, b.owner_id, b.renter_id, b.conversation_id, b.start_date + (n.shift % 15)::int, b.end_date - (n.shift % 14)::int,
         b.starts_at + (n.shift % 15) * interval '1 day', b.ends_at - (n.shift % 14) * interval '1 day', 'pending', b.item_title, b.price, b.price_unit, b.is_negotiable, now(), now(), next_change_key('inbox_change_seq')
       FROM bookings b, unnest(?::text[]) WITH ORDINALITY AS n(id, shift) WHERE b.id = ?`,
      [ids, first.id],
    );
    await everyRequestOverlapsEveryOther(item.id);

    const answers = await Promise.all([first.id, ...ids].map((id) => decide(owner.client, id, 'accept')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.status !== 200).map((answer) => (answer.json as { code: string }).code))).toEqual(new Set(['booking-closed']));
    const rows: Array<{ status: string; reason: string | null }> = await server.db.knex('bookings').where({ item_id: item.id }).select('status', 'reason');
    expect(rows.filter((row) => row.status === 'accepted')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'declined' && row.reason === bookingMessages.datesNoLongerAvailable)).toHaveLength(199);
  });

  async function everyRequestOverlapsEveryOther(itemId: string): Promise<void> {
    const knex = server.db.knex;
    const ranges: Array<{ start: string; end: string }> = await knex('bookings').where({ item_id: itemId }).select(knex.raw("to_char(start_date, 'YYYY-MM-DD') AS start"), knex.raw("to_char(end_date, 'YYYY-MM-DD') AS end"));
    expect(ranges).toHaveLength(200);
    for (const a of ranges) for (const b of ranges) expect(a.start < b.end && b.start < a.end).toBe(true);
  }
});
