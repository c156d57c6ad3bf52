/** The private iCalendar feed of a listing's accepted bookings, on PGlite and PostgreSQL. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed, Item } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { futureRange, pastRange, seedBooking } from '../../test/booking-fixtures.ts';
import { key, ownerAndRenter, startInboxTestServer } from '../../test/conversations.ts';
import type { DbSnapshot } from '../../test/db-snapshot.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';

interface FeedEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  allDay: boolean;
}

function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, start: event.startDate.toString(), end: event.endDate.toString(), summary: event.summary, allDay: event.startDate.isDate && event.endDate.isDate };
  });
}

/** The path of a feed address (the test client speaks to the server's own origin). */
const pathOf = (feed: CalendarFeed): string => new URL(feed.url).pathname;

describe.each(testDatabaseKinds)('the calendar feed on %s', (kind) => {
  let server: TestServer;
  let snapshot: () => Promise<DbSnapshot>;
  beforeAll(async () => {
    ({ server, snapshot } = await startInboxTestServer(kind));
  });
  afterAll(() => server.close());

  async function feedOf(owner: TestClient, itemId: string): Promise<CalendarFeed> {
    const response = await owner.get(`/api/items/${itemId}/calendar-feed`);
    expect(response.status).toBe(200);
    return response.json as CalendarFeed;
  }

  it('holds exactly the accepted bookings of the listing, as all-day events, to anyone with the address', async () => {
    const pair = await ownerAndRenter(server);
    const categories = await categoryIds(server);
    const other = (await pair.owner.client.post('/api/items', newListing(categories.bikes ?? ''))).json as Item;
    const renter2 = await signedInClient(server);
    const accepted = [
      { id: await seedBooking(server.db.knex, { item: pair.item, renterId: pair.renter.user.id, ...pastRange(3) }), ...pastRange(3) },
      { id: await seedBooking(server.db.knex, { item: pair.item, renterId: renter2.user.id, ...futureRange(10, 2) }), ...futureRange(10, 2) },
    ];
    for (const status of ['pending', 'declined', 'cancelled'] as const) {
      await seedBooking(server.db.knex, { item: pair.item, renterId: pair.renter.user.id, ...futureRange(10, 2), status });
    }
    await seedBooking(server.db.knex, { item: other, renterId: pair.renter.user.id, ...futureRange(20) });

    const feed = await feedOf(pair.owner.client, pair.item.id);
    expect(feed.url).toMatch(new RegExp(`^${server.url}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    // Asking again gives the same address.
    expect(await feedOf(pair.owner.client, pair.item.id)).toEqual(feed);

    const response = await server.client().get(pathOf(feed));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/private/);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const events = parseFeed(response.text);
    expect(events.sort((a, b) => a.start.localeCompare(b.start))).toEqual(
      accepted.map((booking) => ({
        uid: `${booking.id}@kiraya`,
        start: booking.start,
        // iCalendar's all-day end is exclusive, as a booking's is: the return day itself.
        end: booking.end,
        summary: bookingMessages.feedEvent.summary('Asha Verma', pair.item.title),
        allDay: true,
      })),
    );
  });

  it('gives a new address on reset, and the old one stops working', async () => {
    const pair = await ownerAndRenter(server);
    await seedBooking(server.db.knex, { item: pair.item, renterId: pair.renter.user.id, ...futureRange(3) });
    const before = await feedOf(pair.owner.client, pair.item.id);
    const reset = await pair.owner.client.post(`/api/items/${pair.item.id}/calendar-feed/reset`, undefined, key());
    expect(reset.status).toBe(200);
    const after = reset.json as CalendarFeed;
    expect(after.url).not.toBe(before.url);
    expect(await feedOf(pair.owner.client, pair.item.id)).toEqual(after);

    const old = await server.client().get(pathOf(before));
    expect(old.status).toBe(404);
    expect(old.json).toMatchObject({ code: 'not-found', message: bookingMessages.server.feedNotFound });
    expect(parseFeed((await server.client().get(pathOf(after))).text)).toHaveLength(1);
  });

  it('keeps no feed secret as written: the database holds its nonce and its hash, and the reset kept for a replay is sealed', async () => {
    const pair = await ownerAndRenter(server);
    const token = (feed: CalendarFeed): string => /\/api\/calendar\/([^/]+)\.ics$/.exec(pathOf(feed))?.[1] ?? '';
    const shown = token(await feedOf(pair.owner.client, pair.item.id));
    const row: { calendar_feed_nonce: string; calendar_token_hash: string } = await server.db.knex('items').where({ id: pair.item.id }).first();
    expect(row.calendar_token_hash).toBe(createHash('sha256').update(shown).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(shown);

    const replayKey = key();
    const reset = (await pair.owner.client.post(`/api/items/${pair.item.id}/calendar-feed/reset`, undefined, replayKey)).json as CalendarFeed;
    const stored = JSON.stringify(await server.db.knex('idempotency_keys').select());
    expect(stored).not.toContain(token(reset));
    // A replay still answers the same address.
    expect((await pair.owner.client.post(`/api/items/${pair.item.id}/calendar-feed/reset`, undefined, replayKey)).json).toEqual(reset);
    expect(JSON.stringify(await server.db.knex('items').where({ id: pair.item.id }).first())).not.toContain(token(reset));
  });

  it('keeps a feed made before nonces working until its owner next asks for its address, which is then made anew', async () => {
    const pair = await ownerAndRenter(server);
    await seedBooking(server.db.knex, { item: pair.item, renterId: pair.renter.user.id, ...futureRange(3) });
    const legacy = randomBytes(32).toString('base64url');
    // As the migration left it: the old token's hash (the database's own SHA-256, as the migration computes it), no nonce.
    const { rows } = await server.db.knex.raw<{ rows: Array<{ hash: string }> }>("select encode(sha256(convert_to(?, 'UTF8')), 'hex') as hash", [legacy]);
    expect(rows[0]?.hash).toBe(createHash('sha256').update(legacy).digest('hex'));
    await server.db.knex('items').where({ id: pair.item.id }).update({ calendar_token_hash: rows[0]?.hash, calendar_feed_nonce: null });
    const legacyPath = `/api/calendar/${legacy}.ics`;
    expect(parseFeed((await server.client().get(legacyPath)).text)).toHaveLength(1);

    const renewed = await feedOf(pair.owner.client, pair.item.id);
    expect(pathOf(renewed)).not.toBe(legacyPath);
    expect((await server.client().get(legacyPath)).status).toBe(404);
    expect(parseFeed((await server.client().get(pathOf(renewed))).text)).toHaveLength(1);
  });

  it('shows and resets the address to the owner only', async () => {
    const pair = await ownerAndRenter(server);
    await feedOf(pair.owner.client, pair.item.id);
    const stranger = await signedInClient(server);
    const before = await snapshot();
    for (const client of [pair.renter.client, stranger.client]) {
      const seen = await client.get(`/api/items/${pair.item.id}/calendar-feed`);
      expect(seen.status).toBe(403);
      expect(seen.json).toMatchObject({ code: 'forbidden', message: bookingMessages.server.onlyOwnerCalendar });
      expect((await client.post(`/api/items/${pair.item.id}/calendar-feed/reset`, undefined, key())).status).toBe(403);
    }
    expect((await server.client().get(`/api/items/${pair.item.id}/calendar-feed`)).status).toBe(401);
    expect((await server.client().post(`/api/items/${pair.item.id}/calendar-feed/reset`, undefined, key())).status).toBe(401);
    expect((await pair.owner.client.get(`/api/items/${randomUUID()}/calendar-feed`)).status).toBe(404);
    expect((await pair.owner.client.get('/api/items/nope/calendar-feed')).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 to any address it did not give, and to a deleted listing’s', async () => {
    const pair = await ownerAndRenter(server);
    const feed = await feedOf(pair.owner.client, pair.item.id);
    for (const path of [
      `/api/calendar/${randomBytes(32).toString('base64url')}.ics`,
      '/api/calendar/short.ics',
      `/api/calendar/${'%27'.repeat(20)}.ics`,
      pathOf(feed).replace('.ics', ''),
    ]) {
      const response = await server.client().get(path);
      expect(response.status, path).toBe(404);
    }
    await pair.owner.client.request('DELETE', `/api/items/${pair.item.id}`, { headers: key() });
    expect((await server.client().get(pathOf(feed))).status).toBe(404);
  });
});
