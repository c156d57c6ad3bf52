/** Rating completed bookings, and a listing's reviews, on PGlite and PostgreSQL. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, type AppNotification, type BookingReview, type Item, type ItemReview, type PushAlert } from '@shared/api.ts';
import { addDays } from '@shared/booking-days.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { today } from '../../clock.ts';
import { futureRange, pastRange, seedBooking } from '../../test/booking-fixtures.ts';
import { key, ownerAndRenter, startInboxTestServer, type Pair } from '../../test/conversations.ts';
import type { DbSnapshot } from '../../test/db-snapshot.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestServer } from '../../test/test-server.ts';

const server409 = bookingMessages.server;
const r = listingMessages.reviewValidation;

describe.each(testDatabaseKinds)('booking reviews on %s', (kind) => {
  let server: TestServer;
  let snapshot: () => Promise<DbSnapshot>;
  beforeAll(async () => {
    ({ server, snapshot } = await startInboxTestServer(kind));
  });
  afterAll(() => server.close());

  /** An owner, a renter and an accepted booking of the owner's listing that ended yesterday. */
  async function endedBooking(): Promise<Pair & { bookingId: string }> {
    const pair = await ownerAndRenter(server);
    const bookingId = await seedBooking(server.db.knex, { item: pair.item, renterId: pair.renter.user.id, ...pastRange(1) });
    return { ...pair, bookingId };
  }

  const changeSeq = async (table: 'items' | 'bookings', id: string): Promise<bigint> => BigInt((await server.db.knex(table).where({ id }).first('change_seq')).change_seq);

  it('lets each party rate the other once, notifying the one rated in the same write', async () => {
    const { owner, renter, item, bookingId } = await endedBooking();
    const itemSeq = await changeSeq('items', item.id);
    const bookingSeq = await changeSeq('bookings', bookingId);

    const byRenter = await renter.client.post(`/api/bookings/${bookingId}/reviews`, { rating: 4, text: '  Sharp lens, owner was on time.  ' }, key());
    expect(byRenter.status).toBe(201);
    expect(byRenter.json).toMatchObject({ bookingId, reviewerRole: 'renter', rating: 4, text: 'Sharp lens, owner was on time.' });
    // The listing's rating changed, and the booking now reads as rated: devices holding them learn of
    // it through the listings' and the inbox's changes calls.
    expect(await changeSeq('items', item.id)).toBeGreaterThan(itemSeq);
    expect(await changeSeq('bookings', bookingId)).toBeGreaterThan(bookingSeq);

    const byOwner = await owner.client.post(`/api/bookings/${bookingId}/reviews`, { rating: 5 }, key());
    expect(byOwner.status).toBe(201);
    expect(byOwner.json).toMatchObject({ bookingId, reviewerRole: 'owner', rating: 5, text: null });

    const rows = await server.db.knex('booking_reviews').where({ booking_id: bookingId }).orderBy('reviewer_role');
    expect(rows.map((row) => [row.reviewer_role, row.reviewer_id, row.reviewee_id, row.item_id])).toEqual([
      ['owner', owner.user.id, renter.user.id, item.id],
      ['renter', renter.user.id, owner.user.id, item.id],
    ]);

    const [toOwner] = (await owner.client.get('/api/notifications')).json as AppNotification[];
    expect(toOwner).toMatchObject({
      type: 'booking',
      bookingId,
      itemId: item.id,
      ...bookingMessages.notify.reviewed('Asha Verma', item.title, 4),
    });
    const [toRenter] = (await renter.client.get('/api/notifications')).json as AppNotification[];
    expect(toRenter).toMatchObject({ type: 'booking', bookingId, ...bookingMessages.notify.reviewed('Asha Verma', item.title, 5) });
    const pushes = (await server.db.knex('jobs').where({ kind: 'push.alert' }).select('payload')) as Array<{ payload: { userId: string; alert: PushAlert } }>;
    expect(pushes.filter((job) => job.payload.alert.bookingId === bookingId).map((job) => [job.payload.userId, job.payload.alert.type]).sort()).toEqual(
      [
        [owner.user.id, 'booking'],
        [renter.user.id, 'booking'],
      ].sort(),
    );

    const again = await renter.client.post(`/api/bookings/${bookingId}/reviews`, { rating: 1, text: 'Changed my mind about it.' }, key());
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'review-not-allowed', message: server409.alreadyReviewed });
    expect((await server.db.knex('booking_reviews').where({ booking_id: bookingId, reviewer_id: renter.user.id }).first('rating')).rating).toBe(4);
  });

  it('answers a replay with the same Idempotency-Key with the first answer, writing nothing again', async () => {
    const { renter, bookingId } = await endedBooking();
    const headers = key();
    const first = await renter.client.post(`/api/bookings/${bookingId}/reviews`, { rating: 3 }, headers);
    expect(first.status).toBe(201);
    const replay = await renter.client.post(`/api/bookings/${bookingId}/reviews`, { rating: 3 }, headers);
    expect(replay.status).toBe(201);
    expect(replay.json).toEqual(first.json);
    expect(await server.db.knex('booking_reviews').where({ booking_id: bookingId })).toHaveLength(1);
    expect(await server.db.knex('notifications').where({ booking_id: bookingId })).toHaveLength(1);
  });

  it('takes a review from the end date on (India), not the day before', async () => {
    const pair = await ownerAndRenter(server);
    const endsToday = await seedBooking(server.db.knex, { item: pair.item, renterId: pair.renter.user.id, start: addDays(today(), -2), end: today() });
    const endsTomorrow = await seedBooking(server.db.knex, { item: pair.item, renterId: pair.renter.user.id, start: today(), end: addDays(today(), 1) });
    expect((await pair.renter.client.post(`/api/bookings/${endsToday}/reviews`, { rating: 5 }, key())).status).toBe(201);
    const early = await pair.renter.client.post(`/api/bookings/${endsTomorrow}/reviews`, { rating: 5 }, key());
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ code: 'review-not-allowed', message: server409.reviewTooEarly });
  });

  it('refuses bookings that were not accepted, strangers, and the signed out, changing nothing', async () => {
    const pair = await ownerAndRenter(server);
    const ended = pastRange(2);
    const notAccepted = [];
    for (const status of ['pending', 'declined', 'cancelled'] as const) {
      notAccepted.push(await seedBooking(server.db.knex, { item: pair.item, renterId: pair.renter.user.id, ...pastRange(10 + notAccepted.length * 5), status }));
    }
    const accepted = await seedBooking(server.db.knex, { item: pair.item, renterId: pair.renter.user.id, ...ended });
    const upcoming = await seedBooking(server.db.knex, { item: pair.item, renterId: pair.renter.user.id, ...futureRange(5) });
    const stranger = await signedInClient(server);
    const before = await snapshot();

    for (const id of notAccepted) {
      const response = await pair.owner.client.post(`/api/bookings/${id}/reviews`, { rating: 2 }, key());
      expect(response.status).toBe(409);
      expect(response.json).toMatchObject({ code: 'review-not-allowed', message: server409.reviewNotAccepted });
    }
    expect((await pair.renter.client.post(`/api/bookings/${upcoming}/reviews`, { rating: 2 }, key())).json).toMatchObject({ message: server409.reviewTooEarly });
    // To anyone but its parties the booking does not exist.
    const byStranger = await stranger.client.post(`/api/bookings/${accepted}/reviews`, { rating: 1 }, key());
    expect(byStranger.status).toBe(404);
    expect(byStranger.json).toMatchObject({ code: 'not-found', message: server409.notFound });
    expect((await pair.renter.client.post(`/api/bookings/${randomUUID()}/reviews`, { rating: 1 }, key())).status).toBe(404);
    expect((await pair.renter.client.post('/api/bookings/not-an-id/reviews', { rating: 1 }, key())).status).toBe(400);
    expect((await server.client().post(`/api/bookings/${accepted}/reviews`, { rating: 1 }, key())).status).toBe(401);

    expect(await snapshot()).toEqual(before);
  });

  it('keeps the rating to whole stars from 1 to 5, and the text to 10–500 characters once trimmed, or none', async () => {
    const { renter, bookingId } = await endedBooking();
    const before = await snapshot();
    for (const [body, field, message] of [
      [{ rating: 0 }, 'rating', r.ratingRequired],
      [{ rating: 6 }, 'rating', r.ratingRequired],
      [{ rating: 4.5 }, 'rating', r.ratingRequired],
      [{ rating: '4' }, 'rating', r.ratingRequired],
      [{ rating: 4, text: '  too short  ' }, 'text', r.tooShort],
      [{ rating: 4, text: 'x'.repeat(501) }, 'text', r.tooLong],
      [{ rating: 4, text: 42 }, 'text', r.tooShort],
    ] as const) {
      const response = await renter.client.post(`/api/bookings/${bookingId}/reviews`, body, key());
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.json as { fields: Record<string, string> }).fields).toMatchObject({ [field]: message });
    }
    const missing = await renter.client.post(`/api/bookings/${bookingId}/reviews`, { text: 'No stars given at all.' }, key());
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.json as { fields: Record<string, string> }).fields)).toEqual(['rating']);
    expect(await snapshot()).toEqual(before);

    const blank = await renter.client.post(`/api/bookings/${bookingId}/reviews`, { rating: 5, text: '    ' }, key());
    expect(blank.status).toBe(201);
    expect((blank.json as BookingReview).text).toBeNull();
    const { renter: other, bookingId: second } = await endedBooking();
    const longest = await other.client.post(`/api/bookings/${second}/reviews`, { rating: 5, text: ` ${'y'.repeat(500)} ` }, key());
    expect(longest.status).toBe(201);
    expect((longest.json as BookingReview).text).toHaveLength(500);
  });

  it("counts renters' reviews in the listing's and its owner's rating, and owners' reviews in neither", async () => {
    const categories = await categoryIds(server);
    const pair = await ownerAndRenter(server);
    const second = (await pair.owner.client.post('/api/items', newListing(categories.bikes ?? ''))).json as Item;
    const otherRenter = await signedInClient(server);
    const first = await seedBooking(server.db.knex, { item: pair.item, renterId: pair.renter.user.id, ...pastRange(1) });
    const again = await seedBooking(server.db.knex, { item: pair.item, renterId: otherRenter.user.id, ...pastRange(5) });
    const onSecond = await seedBooking(server.db.knex, { item: second, renterId: pair.renter.user.id, ...pastRange(1) });

    const noneYet = (await server.client().get(`/api/items/${pair.item.id}`)).json as Item;
    expect(noneYet).toMatchObject({ averageRating: null, reviewCount: 0, owner: { averageRating: null, reviewCount: 0 } });

    await pair.renter.client.post(`/api/bookings/${first}/reviews`, { rating: 5 }, key());
    await otherRenter.client.post(`/api/bookings/${again}/reviews`, { rating: 4 }, key());
    await pair.renter.client.post(`/api/bookings/${onSecond}/reviews`, { rating: 2 }, key());
    // The owner's rating of a renter is the renter's, not the listing's.
    await pair.owner.client.post(`/api/bookings/${first}/reviews`, { rating: 1 }, key());

    expect((await server.client().get(`/api/items/${pair.item.id}`)).json).toMatchObject({
      averageRating: 4.5,
      reviewCount: 2,
      owner: { averageRating: 3.7, reviewCount: 3 },
    });
    expect((await server.client().get(`/api/items/${second.id}`)).json).toMatchObject({ averageRating: 2, reviewCount: 1 });
    expect((await server.client().get(`/api/users/${pair.owner.user.id}/stats`)).json).toMatchObject({ averageRating: 3.7, reviewCount: 3 });
    expect((await server.client().get(`/api/users/${pair.renter.user.id}/stats`)).json).toMatchObject({ averageRating: null, reviewCount: 0 });
  });

  it("lists a listing's renters' reviews newest first, a page at a time", async () => {
    const pair = await ownerAndRenter(server);
    const renters = [pair.renter, await signedInClient(server), await signedInClient(server)];
    const written: string[] = [];
    for (const [index, renter] of renters.entries()) {
      const bookingId = await seedBooking(server.db.knex, { item: pair.item, renterId: renter.user.id, ...pastRange(1 + index * 5) });
      const review = await renter.client.post(`/api/bookings/${bookingId}/reviews`, { rating: index + 3, text: `Review number ${index + 1}, all good.` }, key());
      written.push((review.json as BookingReview).id);
      // The owner's review of the renter is not a review of the listing.
      await pair.owner.client.post(`/api/bookings/${bookingId}/reviews`, { rating: 5, text: 'Returned it spotless.' }, key());
    }
    const firstPage = await server.client().get(`/api/items/${pair.item.id}/reviews?limit=2`);
    expect(firstPage.status).toBe(200);
    const reviews = firstPage.json as ItemReview[];
    expect(reviews.map((review) => review.id)).toEqual([written[2], written[1]]);
    expect(reviews[0]).toEqual({
      id: written[2],
      rating: 5,
      text: 'Review number 3, all good.',
      reviewerName: 'Asha Verma',
      reviewerAvatar: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(reviews)).not.toContain('@example.in');
    const cursor = firstPage.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const lastPage = await server.client().get(`/api/items/${pair.item.id}/reviews?limit=2&cursor=${cursor}`);
    expect((lastPage.json as ItemReview[]).map((review) => review.id)).toEqual([written[0]]);
    expect(lastPage.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('answers 404 for an unknown or deleted listing and 400 for bad paging, never 5xx', async () => {
    const pair = await ownerAndRenter(server);
    expect((await server.client().get(`/api/items/${pair.item.id}/reviews`)).json).toEqual([]);
    expect((await server.client().get(`/api/items/${randomUUID()}/reviews`)).status).toBe(404);
    expect((await server.client().get('/api/items/nope/reviews')).status).toBe(400);
    expect((await server.client().get(`/api/items/${pair.item.id}/reviews?limit=0`)).status).toBe(400);
    expect((await server.client().get(`/api/items/${pair.item.id}/reviews?limit=51`)).status).toBe(400);
    expect((await server.client().get(`/api/items/${pair.item.id}/reviews?cursor=forged`)).json).toMatchObject({ code: 'invalid-cursor' });
    await pair.owner.client.request('DELETE', `/api/items/${pair.item.id}`, { headers: key() });
    expect((await server.client().get(`/api/items/${pair.item.id}/reviews`)).status).toBe(404);
  });
});
