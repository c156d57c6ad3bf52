/**
 * Bookings by the hour over the real app, on PGlite and PostgreSQL: a listing priced per hour keeps
 * the hours it is booked between; a request for hours is checked against them, answered in India
 * time, told to the owner with its time, and never overlaps another accepted booking, by hours or by
 * days, even when the application is bypassed (the exclusion constraint).
 */
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, Booking, CalendarFeed, Item, ItemAvailability, Message } from '@shared/api.ts';
import { indiaTime } from '@shared/booking-hours.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { setClockOffsetForTests } from '../../clock.ts';
import { acceptBooking, anotherUser, blockDays, dayAhead, decide, listingWithOwner, postBooking } from '../../test/bookings.ts';
import { key, startInboxTestServer } from '../../test/conversations.ts';
import { changedTables, type DbSnapshot } from '../../test/db-snapshot.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';

const copy = bookingMessages.server;
const HOUR_MS = 3_600_000;

/** A body asking for `from`–`until` (India clock) on the day `days` ahead. */
const hoursBody = (itemId: string, days: number, from: string, until: string, overrides: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  itemId,
  startsAt: indiaTime(dayAhead(days), from),
  endsAt: indiaTime(dayAhead(days), until),
  ...overrides,
});

describe.each(testDatabaseKinds)('bookings by the hour on %s', (kind) => {
  let server: TestServer;
  let snapshot: () => Promise<DbSnapshot>;
  beforeAll(async () => {
    ({ server, snapshot } = await startInboxTestServer(kind));
  });
  afterAll(() => server.close());
  afterEach(() => setClockOffsetForTests(0));

  /** An owner's projector at ₹300 an hour, booked 09:00–21:00, and a renter. */
  async function hourlyListing(hours: { availableFrom?: string | null; availableUntil?: string | null } = { availableFrom: '09:00', availableUntil: '21:00' }) {
    const categories = await categoryIds(server);
    const owner = await signedInClient(server);
    const renter = await signedInClient(server);
    const response = await owner.client.post('/api/items', newListing(categories.cameras ?? '', { title: 'Epson projector', price: '300', priceUnit: 'hour', ...hours }));
    expect(response.status, response.text).toBe(201);
    return { owner, renter, item: response.json as Item };
  }

  async function request(client: TestClient, body: unknown): Promise<Booking> {
    const response = await postBooking(client, body);
    expect(response.status, response.text).toBe(201);
    return response.json as Booking;
  }

  it('keeps a listing’s hours, keeps them through an edit that leaves them out, and drops them when it is no longer priced per hour', async () => {
    const { owner, item } = await hourlyListing();
    expect(item).toMatchObject({ priceUnit: 'hour', availableFrom: '09:00', availableUntil: '21:00' });
    const categories = await categoryIds(server);
    const edit = (overrides: Record<string, unknown>) =>
      owner.client.request('PUT', `/api/items/${item.id}`, { body: newListing(categories.cameras ?? '', { title: 'Epson projector', price: '300', priceUnit: 'hour', ...overrides }), headers: key() });
    expect((await edit({})).json).toMatchObject({ availableFrom: '09:00', availableUntil: '21:00' });
    expect((await edit({ availableFrom: '06:30', availableUntil: '24:00' })).json).toMatchObject({ availableFrom: '06:30', availableUntil: '24:00' });
    expect((await edit({ availableFrom: null, availableUntil: null })).json).toMatchObject({ availableFrom: null, availableUntil: null });
    await edit({ availableFrom: '10:00', availableUntil: '18:00' });
    expect((await edit({ priceUnit: 'day', price: '2000' })).json).toMatchObject({ priceUnit: 'day', availableFrom: null, availableUntil: null });
  });

  it.each([
    ['a time not on the half hour', { availableFrom: '09:15', availableUntil: '21:00' }, 'availableFrom', listingMessages.validation.hoursInvalid],
    ['a time past midnight', { availableFrom: '09:00', availableUntil: '25:00' }, 'availableUntil', listingMessages.validation.hoursInvalid],
    ['only an opening', { availableFrom: '09:00' }, 'availableUntil', listingMessages.validation.hoursBoth],
    ['a closing before the opening', { availableFrom: '21:00', availableUntil: '09:00' }, 'availableUntil', listingMessages.validation.hoursOrder],
    ['less than an hour', { availableFrom: '09:00', availableUntil: '09:30' }, 'availableUntil', listingMessages.validation.hoursOrder],
    ['hours on a listing priced per day', { priceUnit: 'day', availableFrom: '09:00', availableUntil: '21:00' }, 'availableFrom', listingMessages.validation.hoursOnlyHourly],
  ])('refuses a listing with %s, creating nothing', async (_name, overrides, field, message) => {
    const categories = await categoryIds(server);
    const owner = await signedInClient(server);
    const before = await snapshot();
    const response = await owner.client.post('/api/items', newListing(categories.cameras ?? '', { priceUnit: 'hour', ...overrides }));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'invalid-input', fields: { [field]: message } });
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it('books three hours: India times in the answer, the time in the message and in the owner’s notification', async () => {
    const { owner, renter, item } = await hourlyListing();
    const day = dayAhead(2);
    // Sent in UTC, answered in India time.
    const body = hoursBody(item.id, 2, '10:00', '13:00', { startsAt: new Date(indiaTime(day, '10:00')).toISOString() });
    const booking = await request(renter.client, body);
    expect(booking).toMatchObject({
      id: body.id,
      startsAt: `${day}T10:00:00+05:30`,
      endsAt: `${day}T13:00:00+05:30`,
      hours: 3,
      startDate: day,
      endDate: dayAhead(3),
      days: 1,
      status: 'pending',
      priceUnit: 'hour',
      price: '300.00',
    });
    const span = bookingMessages.hoursSpan(booking.startsAt ?? '', booking.endsAt ?? '');
    expect(span).toMatch(/, 10:00–13:00$/);
    const thread = (await owner.client.get(`/api/conversations/${booking.conversationId}/messages`)).json as Message[];
    expect(thread).toMatchObject([{ bookingId: booking.id, body: bookingMessages.requestHoursMessage(span) }]);
    const notifications = (await owner.client.get('/api/notifications')).json as AppNotification[];
    const requested = bookingMessages.notify.requested(renter.user.fullName ?? renter.user.username, item.title);
    expect(notifications).toMatchObject([{ bookingId: booking.id, title: requested.title, message: bookingMessages.withHours(requested.message, span) }]);

    // The same id again is the same request; the same id for other hours is refused.
    expect((await postBooking(renter.client, body)).json).toMatchObject({ id: body.id, startsAt: `${day}T10:00:00+05:30` });
    expect((await postBooking(renter.client, { ...body, endsAt: indiaTime(day, '14:00') })).status).toBe(409);
  });

  it('refuses hours the listing does not allow, changing nothing', async () => {
    const { renter, item } = await hourlyListing();
    const allDay = await hourlyListing({});
    const { renter: dayRenter, item: dayItem } = await listingWithOwner(server);
    const cases: Array<[TestClient, unknown, number, string, string]> = [
      [dayRenter.client, hoursBody(dayItem.id, 2, '10:00', '12:00'), 400, 'startsAt', copy.notHourly],
      [renter.client, hoursBody(item.id, 2, '08:00', '10:00'), 400, 'startsAt', copy.outsideHours('09:00', '21:00')],
      [renter.client, hoursBody(item.id, 2, '20:00', '22:00'), 400, 'startsAt', copy.outsideHours('09:00', '21:00')],
      [renter.client, hoursBody(item.id, 2, '10:15', '11:15'), 400, 'startsAt', copy.halfHour],
      [renter.client, hoursBody(item.id, 2, '10:00', '11:30'), 400, 'endsAt', copy.wholeHours],
      [renter.client, { ...hoursBody(allDay.item.id, 2, '22:00', '00:00'), endsAt: indiaTime(dayAhead(3), '02:00') }, 400, 'endsAt', copy.oneDay],
      [renter.client, hoursBody(item.id, -1, '10:00', '12:00'), 400, 'startsAt', copy.startTimePassed],
      [renter.client, hoursBody(item.id, 2, '12:00', '10:00'), 400, 'endsAt', bookingMessages.validation.endTimeAfterStart],
      [renter.client, { ...hoursBody(item.id, 2, '10:00', '12:00'), endsAt: undefined }, 400, 'endsAt', bookingMessages.validation.bothTimes],
      [renter.client, { ...hoursBody(item.id, 2, '10:00', '12:00'), startsAt: `${dayAhead(2)} 10:00` }, 400, 'startsAt', bookingMessages.validation.time],
    ];
    for (const [client, body, status, field, message] of cases) {
      const before = await snapshot();
      const response = await postBooking(client, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.json).toMatchObject({ fields: { [field]: message } });
      expect(changedTables(before, await snapshot())).toEqual([]);
    }
    // A listing without hours takes any hour of the day, up to midnight.
    expect((await postBooking(renter.client, hoursBody(allDay.item.id, 2, '21:00', '24:00'))).status).toBe(201);
  });

  it('refuses an overlapping hour once accepted, takes the next hour, and declines pending clashes on acceptance', async () => {
    const { owner, renter, item } = await hourlyListing();
    const second = await anotherUser(server);
    const third = await anotherUser(server);
    const first = await request(renter.client, hoursBody(item.id, 3, '10:00', '13:00'));
    const clashing = await request(third.client, hoursBody(item.id, 3, '12:00', '14:00'));
    expect((await acceptBooking(owner.client, first.id)).status).toBe('accepted');
    // The pending request sharing 12:00–13:00 was declined with the acceptance.
    expect((await third.client.get(`/api/bookings/${clashing.id}`)).json).toMatchObject({ status: 'declined', reason: bookingMessages.datesNoLongerAvailable });

    const before = await snapshot();
    const overlap = await postBooking(second.client, hoursBody(item.id, 3, '12:00', '14:00'));
    expect(overlap.status).toBe(409);
    expect(overlap.json).toMatchObject({ code: 'booking-conflict', message: copy.hoursConflict });
    expect(changedTables(before, await snapshot())).toEqual([]);

    const next = await request(second.client, hoursBody(item.id, 3, '13:00', '14:00'));
    expect(await acceptBooking(owner.client, next.id)).toMatchObject({ status: 'accepted', hours: 1 });

    // A booking by days over that day clashes with its hours.
    const days = await postBooking(second.client, { id: crypto.randomUUID(), itemId: item.id, startDate: dayAhead(3), endDate: dayAhead(4) });
    expect(days.status).toBe(409);

    const availability = (await server.client().get(`/api/items/${item.id}/availability?from=${dayAhead(0)}&to=${dayAhead(10)}`)).json as ItemAvailability;
    expect(availability).toMatchObject({
      booked: [],
      blocked: [],
      bookedHours: [
        { startsAt: `${dayAhead(3)}T10:00:00+05:30`, endsAt: `${dayAhead(3)}T13:00:00+05:30` },
        { startsAt: `${dayAhead(3)}T13:00:00+05:30`, endsAt: `${dayAhead(3)}T14:00:00+05:30` },
      ],
    });
    // Blocking that day would cover the bookings: refused.
    expect((await blockDays(owner.client, item.id, [{ start: dayAhead(3), end: dayAhead(4) }])).status).toBe(409);
  });

  it('never lets two accepted bookings share an hour, even written past the application', async () => {
    const { owner, renter, item } = await hourlyListing();
    const other = await anotherUser(server);
    const accepted = await request(renter.client, hoursBody(item.id, 4, '10:00', '13:00'));
    await acceptBooking(owner.client, accepted.id);
    const pending = await request(other.client, hoursBody(item.id, 4, '13:00', '15:00'));
    // Moved over the accepted hours and accepted behind the application's back: the database refuses.
    const day = dayAhead(4);
    await expect(
      server.db.knex('bookings').where({ id: pending.id }).update({ starts_at: indiaTime(day, '12:00'), status: 'accepted' }),
    ).rejects.toMatchObject({ code: '23P01' });
    // A booking by days on the same day clashes in the database too.
    await expect(
      server.db.knex('bookings').where({ id: pending.id }).update({ by_hour: false, starts_at: indiaTime(day, '00:00'), ends_at: indiaTime(dayAhead(5), '00:00'), status: 'accepted' }),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('refuses hours on a blocked day, and lets the renter cancel until the start', async () => {
    const { owner, renter, item } = await hourlyListing();
    expect((await blockDays(owner.client, item.id, [{ start: dayAhead(5), end: dayAhead(6) }])).status).toBe(200);
    expect((await postBooking(renter.client, hoursBody(item.id, 5, '10:00', '12:00'))).json).toMatchObject({ code: 'booking-conflict', message: copy.hoursConflict });

    const booking = await request(renter.client, hoursBody(item.id, 2, '10:00', '12:00'));
    await acceptBooking(owner.client, booking.id);
    // An hour before the start (the clock moved on), it can still be cancelled; at the start it cannot.
    const start = Date.parse(booking.startsAt ?? '');
    setClockOffsetForTests(start - Date.now());
    expect((await decide(renter.client, booking.id, 'cancel', { reason: '' })).json).toMatchObject({ code: 'booking-closed', message: copy.alreadyStarted });
    setClockOffsetForTests(start - HOUR_MS - Date.now());
    expect((await decide(renter.client, booking.id, 'cancel', { reason: 'Plans changed' })).json).toMatchObject({ status: 'cancelled', cancelledBy: 'renter' });
    expect((await owner.client.get('/api/notifications')).json as AppNotification[]).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining(bookingMessages.hoursSpan(booking.startsAt ?? '', booking.endsAt ?? '')) }),
    );
  });

  it('reads as completed from its end time, and may then be rated', async () => {
    const { owner, renter, item } = await hourlyListing();
    const booking = await request(renter.client, hoursBody(item.id, 2, '10:00', '12:00'));
    await acceptBooking(owner.client, booking.id);
    const end = Date.parse(booking.endsAt ?? '');
    setClockOffsetForTests(end - 60_000 - Date.now());
    expect((await renter.client.get(`/api/bookings/${booking.id}`)).json).toMatchObject({ status: 'accepted', canReview: false });
    expect((await renter.client.post(`/api/bookings/${booking.id}/reviews`, { rating: 5, text: null }, key())).status).toBe(409);
    setClockOffsetForTests(end - Date.now());
    expect((await renter.client.get(`/api/bookings/${booking.id}`)).json).toMatchObject({ status: 'completed', canReview: true });
    expect((await renter.client.get('/api/bookings?role=renter&status=completed')).json).toMatchObject([{ id: booking.id }]);
    expect((await renter.client.post(`/api/bookings/${booking.id}/reviews`, { rating: 5, text: null }, key())).status).toBe(201);
  });

  it('puts an accepted booking by the hour in the calendar feed as a timed event', async () => {
    const { owner, renter, item } = await hourlyListing();
    const booking = await request(renter.client, hoursBody(item.id, 2, '18:30', '20:30'));
    await acceptBooking(owner.client, booking.id);
    const feed = (await owner.client.get(`/api/items/${item.id}/calendar-feed`)).json as CalendarFeed;
    const text = (await server.client().get(new URL(feed.url).pathname)).text;
    const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(event?.startDate.isDate).toBe(false);
    expect(event?.startDate.toJSDate().toISOString()).toBe(new Date(indiaTime(dayAhead(2), '18:30')).toISOString());
    expect(event?.endDate.toJSDate().toISOString()).toBe(new Date(indiaTime(dayAhead(2), '20:30')).toISOString());
  });
});
