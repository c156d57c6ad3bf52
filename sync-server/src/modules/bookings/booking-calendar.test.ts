/**
 * A listing's calendar over the real app: the availability answer (public, bounded) agrees
 * with what accepting allows; the owner's blocked days are merged, refused over booked days and
 * refresh held listings; "today" is India's day whatever zone the server runs in.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, ItemAvailability } from '@shared/api.ts';
import { addDays, dayInRanges, todayInIndia } from '@shared/booking-days.ts';
import { limits } from '@shared/limits.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { setClockOffsetForTests } from '../../clock.ts';
import { acceptBooking, anotherUser, blockDays, bookingBody, dayAhead, decide, listingWithOwner, postBooking, requestBooking } from '../../test/bookings.ts';
import type { DbSnapshot } from '../../test/db-snapshot.ts';
import { changedTables } from '../../test/db-snapshot.ts';
import { startInboxTestServer } from '../../test/conversations.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';
import { mergeRanges } from './calendar-service.ts';

const copy = bookingMessages.server;

describe('merging blocked ranges', () => {
  it('joins overlapping and touching ranges, keeps gaps, whatever the order', () => {
    expect(
      mergeRanges([
        { start: '2030-01-10', end: '2030-01-12' },
        { start: '2030-01-01', end: '2030-01-03' },
        { start: '2030-01-03', end: '2030-01-05' },
        { start: '2030-01-11', end: '2030-01-20' },
        { start: '2030-01-12', end: '2030-01-13' },
        { start: '2030-01-21', end: '2030-01-22' },
      ]),
    ).toEqual([
      { start: '2030-01-01', end: '2030-01-05' },
      { start: '2030-01-10', end: '2030-01-20' },
      { start: '2030-01-21', end: '2030-01-22' },
    ]);
    expect(mergeRanges([])).toEqual([]);
  });
});

describe.each(testDatabaseKinds)('a listing’s calendar on %s', (kind) => {
  let server: TestServer;
  let snapshot: () => Promise<DbSnapshot>;
  const zone = process.env.TZ;

  beforeAll(async () => {
    ({ server, snapshot } = await startInboxTestServer(kind));
  });
  afterEach(() => {
    setClockOffsetForTests(0);
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  afterAll(() => server.close());

  const availability = async (client: TestClient, itemId: string, from: string, to: string) => client.get(`/api/items/${itemId}/availability?from=${from}&to=${to}`);

  it('shows anyone, signed out too, the booked and blocked days that touch the span asked for', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const booked = await requestBooking(renter.client, item.id, 10, 3);
    await acceptBooking(owner.client, booked.id);
    // A pending request takes no day.
    await requestBooking((await anotherUser(server)).client, item.id, 30, 3);
    expect((await blockDays(owner.client, item.id, [{ start: dayAhead(20), end: dayAhead(22) }])).status).toBe(200);

    const response = await availability(server.client(), item.id, dayAhead(11), dayAhead(21));
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({
      itemId: item.id,
      booked: [{ start: dayAhead(10), end: dayAhead(13) }],
      bookedHours: [],
      blocked: [{ start: dayAhead(20), end: dayAhead(22) }],
      today: dayAhead(0),
    } satisfies ItemAvailability);
    // The end is free: a span ending on the first booked day touches nothing.
    expect((await availability(server.client(), item.id, dayAhead(0), dayAhead(10))).json).toMatchObject({ booked: [], blocked: [] });
  });

  it('refuses a bad span with a clear 400 and an unknown listing with a 404', async () => {
    const { item } = await listingWithOwner(server);
    const client = server.client();
    const cases: Array<[string, string]> = [
      [`from=${dayAhead(0)}&to=${dayAhead(limits.availabilityDaysMax + 1)}`, bookingMessages.validation.rangeTooLong],
      [`from=0001-01-01&to=9999-12-31`, bookingMessages.validation.rangeTooLong],
      [`from=${dayAhead(5)}&to=${dayAhead(5)}`, bookingMessages.validation.endAfterStart],
      [`from=2030-02-30&to=2030-03-02`, bookingMessages.validation.day],
      [`from=today&to=tomorrow`, bookingMessages.validation.day],
      [`from=${dayAhead(0)}&from=${dayAhead(1)}&to=${dayAhead(3)}`, bookingMessages.validation.day],
    ];
    for (const [query, message] of cases) {
      const response = await client.get(`/api/items/${item.id}/availability?${query}`);
      expect([response.status, (response.json as { message: string }).message], query).toEqual([400, message]);
    }
    // A missing day is named.
    const missing = await client.get(`/api/items/${item.id}/availability?from=${dayAhead(0)}`);
    expect([missing.status, (missing.json as { message: string }).message]).toEqual([400, serverMessages.errors.fieldRequired('to')]);
    expect((await availability(client, item.id, dayAhead(0), dayAhead(limits.availabilityDaysMax))).status).toBe(200);
    expect((await availability(client, randomUUID(), dayAhead(0), dayAhead(5))).status).toBe(404);
    expect((await availability(client, 'camera', dayAhead(0), dayAhead(5))).status).toBe(400);
  });

  it('agrees with accepting: a day shown free can be taken, one shown booked or blocked cannot', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    await acceptBooking(owner.client, (await requestBooking(renter.client, item.id, 10, 2)).id);
    expect((await blockDays(owner.client, item.id, [{ start: dayAhead(14), end: dayAhead(16) }])).status).toBe(200);
    const shown = (await availability(server.client(), item.id, dayAhead(8), dayAhead(18))).json as ItemAvailability;
    const days = Array.from({ length: 10 }, (_, n) => 8 + n);
    const taken = (day: number) => dayInRanges(dayAhead(day), [...shown.booked, ...shown.blocked]);
    for (const day of days.filter(taken)) {
      const request = await postBooking((await anotherUser(server)).client, bookingBody(item.id, day, 1));
      expect(request.json, `day ${day}`).toMatchObject({ code: 'booking-conflict' });
    }
    for (const day of days.filter((day) => !taken(day))) {
      const request = await postBooking((await anotherUser(server)).client, bookingBody(item.id, day, 1));
      expect(request.status, `day ${day}`).toBe(201);
      const accepted = await decide(owner.client, (request.json as Booking).id, 'accept');
      expect(accepted.status, `day ${day}`).toBe(200);
      // Taken now: the calendar says so.
      expect(((await availability(server.client(), item.id, dayAhead(day), dayAhead(day + 1))).json as ItemAvailability).booked).toHaveLength(1);
    }
  });

  it('lets only the owner block days, merges them, refuses booked days and refreshes the listing', async () => {
    const { owner, renter, item } = await listingWithOwner(server);
    const refusedToRenter = await blockDays(renter.client, item.id, [{ start: dayAhead(5), end: dayAhead(6) }]);
    expect([refusedToRenter.status, (refusedToRenter.json as { message: string }).message]).toEqual([403, copy.onlyOwnerBlocks]);
    expect((await server.client().request('PUT', `/api/items/${item.id}/blocked-dates`, { body: { ranges: [] } })).status).toBe(401);

    const seq = async () => BigInt((await server.db.knex('items').where({ id: item.id }).first<{ change_seq: string }>('change_seq'))?.change_seq ?? 0);
    const before = await seq();
    const merged = await blockDays(owner.client, item.id, [
      { start: dayAhead(7), end: dayAhead(9) },
      { start: dayAhead(5), end: dayAhead(7) },
      { start: dayAhead(20), end: dayAhead(21) },
    ]);
    expect(merged.status, merged.text).toBe(200);
    expect(merged.json).toMatchObject({ itemId: item.id, today: dayAhead(0), blocked: [{ start: dayAhead(5), end: dayAhead(9) }, { start: dayAhead(20), end: dayAhead(21) }] });
    expect(await seq()).toBeGreaterThan(before);

    await acceptBooking(owner.client, (await requestBooking(renter.client, item.id, 30, 3)).id);
    const state = await snapshot();
    const overBooked = await blockDays(owner.client, item.id, [{ start: dayAhead(32), end: dayAhead(34) }]);
    expect([overBooked.status, overBooked.json]).toEqual([409, { code: 'booking-conflict', message: copy.blockOverBooking }]);
    for (const ranges of [[{ start: dayAhead(3), end: dayAhead(2) }], [{ start: '2030-02-30', end: '2030-03-01' }], 'all', Array.from({ length: limits.blockedRangesMax + 1 }, (_, i) => ({ start: dayAhead(i * 2), end: dayAhead(i * 2 + 1) }))]) {
      expect((await blockDays(owner.client, item.id, ranges as Array<{ start: string; end: string }>)).status).toBe(400);
    }
    expect(changedTables(state, await snapshot())).toEqual([]);

    // An empty list unblocks everything.
    expect(((await blockDays(owner.client, item.id, [])).json as ItemAvailability).blocked).toEqual([]);
    expect((await blockDays(owner.client, randomUUID(), [])).status).toBe(404);
  });

  // 18:00 UTC is 23:30 in India, already the next day in Tokyo and Kiritimati; 19:00 UTC is 00:30 in India,
  // the next day there while UTC and Los Angeles are still on the day before.
  it.each([
    ['23:30', 'Asia/Tokyo', 18],
    ['23:30', 'Pacific/Kiritimati', 18],
    ['00:30', 'America/Los_Angeles', 19],
    ['00:30', 'UTC', 19],
  ] as const)('takes the day in India at %s IST with the server in %s', async (_ist, timeZone, utcHour) => {
    const { renter, item } = await listingWithOwner(server);
    const realNow = Date.now();
    const moment = Math.ceil((realNow - utcHour * 3_600_000) / 86_400_000) * 86_400_000 + utcHour * 3_600_000;
    setClockOffsetForTests(moment - realNow);
    process.env.TZ = timeZone;
    const indiaToday = todayInIndia(new Date(moment));
    expect(indiaToday).not.toBe(new Date(moment).toLocaleDateString('en-CA'));

    const shown = (await availability(server.client(), item.id, indiaToday, addDays(indiaToday, 1))).json as ItemAvailability;
    expect(shown.today).toBe(indiaToday);
    const yesterday = await postBooking(renter.client, { id: randomUUID(), itemId: item.id, startDate: addDays(indiaToday, -1), endDate: addDays(indiaToday, 1) });
    expect([yesterday.status, (yesterday.json as { message: string }).message]).toEqual([400, copy.startInPast]);
    const tonight = await postBooking(renter.client, { id: randomUUID(), itemId: item.id, startDate: indiaToday, endDate: addDays(indiaToday, 2) });
    expect(tonight.status, tonight.text).toBe(201);
    expect(tonight.json).toMatchObject({ startDate: indiaToday, endDate: addDays(indiaToday, 2), days: 2 });
  });
});
