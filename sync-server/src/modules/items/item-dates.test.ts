/** Date search on the item lists (GET /api/items?from&to, and a category's list), on PGlite and PostgreSQL. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, type Item } from '@shared/api.ts';
import { addDays } from '@shared/booking-days.ts';
import { limits } from '@shared/limits.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { today } from '../../clock.ts';
import { seedBlockedDays, seedBooking } from '../../test/booking-fixtures.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const m = bookingMessages.validation;

describe.each(testDatabaseKinds)('date search on %s', (kind) => {
  let server: TestServer;
  let categories: Record<string, string>;
  /** A town only these tests' listings are in, so other listings never show up. */
  const town = `Datepur ${randomBytes(3).toString('hex')}`;
  const names = ['free', 'booked', 'blocked', 'returned', 'pending', 'cancelled', 'bookedElsewhere'] as const;
  const made = new Map<(typeof names)[number], Item>();
  const listing = (name: (typeof names)[number]): Item => {
    const item = made.get(name);
    if (!item) throw new Error(`no listing ${name}`);
    return item;
  };
  /** The search: from 10 to 14 days ahead. */
  const from = addDays(today(), 10);
  const to = addDays(today(), 14);

  beforeAll(async () => {
    server = await startTestServer(kind);
    categories = await categoryIds(server);
    const owner = await signedInClient(server);
    const renter = await signedInClient(server);
    for (const name of names) {
      const response = await owner.client.post('/api/items', newListing(categories.cameras ?? '', { title: `Camera ${name} for rent`, location: town }));
      if (response.status !== 201) throw new Error(response.text);
      made.set(name, response.json as Item);
    }
    const db = server.db.knex;
    const renterId = renter.user.id;
    // One day of the search taken: the last one.
    await seedBooking(db, { item: listing('booked'), renterId, start: addDays(to, -1), end: addDays(to, 3) });
    await seedBlockedDays(db, listing('blocked').id, addDays(from, -2), addDays(from, 1));
    // Returned on the check-in day and taken again from the check-out day: every searched day is free.
    await seedBooking(db, { item: listing('returned'), renterId, start: addDays(from, -3), end: from });
    await seedBooking(db, { item: listing('returned'), renterId, start: to, end: addDays(to, 2) });
    await seedBlockedDays(db, listing('returned').id, addDays(to, 2), addDays(to, 5));
    await seedBooking(db, { item: listing('pending'), renterId, start: from, end: to, status: 'pending' });
    await seedBooking(db, { item: listing('cancelled'), renterId, start: from, end: to, status: 'cancelled' });
    await seedBooking(db, { item: listing('bookedElsewhere'), renterId, start: addDays(to, 5), end: addDays(to, 8) });
  });
  afterAll(() => server.close());

  const search = async (query: string) => {
    const response = await server.client().get(`/api/items?location=${encodeURIComponent(town)}&${query}`);
    expect(response.status, response.text).toBe(200);
    return response;
  };
  const titles = (items: unknown): string[] => (items as Item[]).map((item) => item.title).sort();

  it('shows only listings free every day from the check-in to the day before the check-out', async () => {
    const response = await search(`from=${from}&to=${to}`);
    expect(titles(response.json)).toEqual(
      ['free', 'returned', 'pending', 'cancelled', 'bookedElsewhere'].map((name) => `Camera ${name} for rent`).sort(),
    );
    // Without dates every listing shows.
    expect(titles((await search('')).json)).toHaveLength(7);
    // The day a booking starts is taken; the day it ends (its return day) is free again.
    expect(titles((await search(`from=${to}&to=${addDays(to, 1)}`)).json)).not.toContain('Camera returned for rent');
    expect(titles((await search(`from=${addDays(to, 3)}&to=${addDays(to, 4)}`)).json)).toContain('Camera booked for rent');
  });

  it('keeps the keyset pages of a date search', async () => {
    const first = await search(`from=${from}&to=${to}&limit=2`);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const seen = [...(first.json as Item[])];
    let next = cursor;
    while (next) {
      const page = await search(`from=${from}&to=${to}&limit=2&cursor=${next}`);
      seen.push(...(page.json as Item[]));
      next = page.headers.get(NEXT_CURSOR_HEADER);
    }
    expect(seen.map((item) => item.id)).toEqual([...new Set(seen.map((item) => item.id))]);
    expect(titles(seen)).toEqual(titles((await search(`from=${from}&to=${to}`)).json));
  });

  it('answers a booking made after a first search at once (date searches are not cached)', async () => {
    const response = await search(`from=${addDays(from, 30)}&to=${addDays(to, 30)}`);
    expect(titles(response.json)).toContain('Camera free for rent');
    const renter = await signedInClient(server);
    await seedBooking(server.db.knex, { item: listing('free'), renterId: renter.user.id, start: addDays(from, 30), end: addDays(from, 31) });
    expect(titles((await search(`from=${addDays(from, 30)}&to=${addDays(to, 30)}`)).json)).not.toContain('Camera free for rent');
  });

  it('filters a category list by dates too, with its count', async () => {
    const response = await server.client().get(`/api/items/category/${categories.cameras}?from=${addDays(to, 3)}&to=${addDays(to, 4)}&limit=100`);
    expect(response.status).toBe(200);
    const ids = (response.json as Item[]).map((item) => item.id);
    expect(ids).not.toContain(listing('returned').id);
    expect(ids).toContain(listing('free').id);
    expect(Number(response.headers.get(TOTAL_COUNT_HEADER))).toBe(ids.length);
    const bad = await server.client().get(`/api/items/category/${categories.cameras}?from=${from}`);
    expect(bad.status).toBe(400);
  });

  it('refuses bad dates with a clear 400, never a 5xx', async () => {
    const past = addDays(today(), -1);
    const far = addDays(from, limits.availabilityDaysMax + 1);
    for (const [query, field, message] of [
      [`from=${from}`, 'to', m.searchBothDays],
      [`to=${to}`, 'from', m.searchBothDays],
      [`from=${to}&to=${from}`, 'to', m.endAfterStart],
      [`from=${from}&to=${from}`, 'to', m.endAfterStart],
      [`from=${past}&to=${to}`, 'from', m.searchFromPast],
      [`from=${from}&to=${far}`, 'to', m.searchTooLong],
      [`from=2026-02-30&to=${to}`, 'from', m.day],
      [`from=tomorrow&to=${to}`, 'from', m.day],
      [`from=${from}&to=${to}&to=${to}`, 'to', m.day],
      [`from=${from}&to=99999-01-01`, 'to', m.day],
    ] as const) {
      const response = await server.client().get(`/api/items?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json, query).toMatchObject({ code: 'invalid-input', message, fields: { [field]: message } });
    }
    // The longest search allowed, from today.
    expect((await server.client().get(`/api/items?from=${today()}&to=${addDays(today(), limits.availabilityDaysMax)}`)).status).toBe(200);
  });
});
