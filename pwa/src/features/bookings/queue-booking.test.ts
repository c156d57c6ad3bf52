// @vitest-environment node
/**
 * Booking writes on the device: the row the tab shows and its outbox operation are
 * written together or not at all, and the server's answer replaces the pending row.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type Booking } from '@shared/api.ts';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { db } from '@pwa/db/app-db.ts';
import { makeBooking, RENTER_ID } from '@pwa/test/bookings.ts';
import { makeItem } from '@pwa/test/items.ts';
import { resetOutboxTables, testFlusher } from '@pwa/test/outbox-fixtures.ts';
import { makeUser } from '@pwa/test/users.ts';
import { storeInboxPage } from '@pwa/features/inbox/pull-inbox.ts';
import { discardOperation } from '@pwa/sync/outbox-actions.ts';
import type { Fetch } from '@pwa/lib/api-client.ts';
import { bookingEntity, conversationChain } from '@pwa/db/outbox-entities.ts';
import { queueBookingDecision, queueBookingRequest } from './queue-booking.ts';

const renter = makeUser({ id: RENTER_ID, fullName: 'Meera Nair' });
const start = addDays(todayInIndia(), 4);
const end = addDays(start, 3);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: answers each booking call with `answer` and records what it was sent. */
function server(answer: (path: string, body: unknown) => Response) {
  const calls: { path: string; body: unknown; key: string | null }[] = [];
  const fetch: Fetch = async (input, init = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body, key: new Headers(init.headers).get('Idempotency-Key') });
    return answer(path, body);
  };
  return { calls, fetch };
}

describe('queueing booking writes', () => {
  beforeEach(async () => {
    await resetOutboxTables(RENTER_ID);
    await Promise.all([db.bookings.clear(), db.conversations.clear(), db.inboxCursor.clear()]);
  });
  afterEach(() => vi.restoreAllMocks());

  it('a request writes its pending row and its operation together, with one device-made id', async () => {
    const item = makeItem({ title: 'Canon EOS 200D', price: '500.00', priceUnit: 'day' });
    const { seq, booking } = await queueBookingRequest(renter, item, { startDate: start, endDate: end, message: '  Weekend trip  ' });

    const row = await db.bookings.get(booking.id);
    expect(row).toMatchObject({ status: 'pending', pendingAction: 'request', role: 'renter', itemTitle: 'Canon EOS 200D', price: '500.00', days: 3, startDate: start, endDate: end, renterId: RENTER_ID });
    const op = await db.outbox.get(seq);
    expect(op?.kind).toBe('booking.request');
    expect(op?.entity).toBe(bookingEntity(booking.id));
    // In the renter's conversation about the listing: behind a question asked before it.
    expect(op?.chain).toBe(conversationChain(item.id, RENTER_ID));
    expect(op?.payload).toEqual({ body: { id: booking.id, itemId: item.id, startDate: start, endDate: end, message: 'Weekend trip' } });
  });

  it('a request by the hour sends its start and end and no days; its row takes its India day, its hours and their total', async () => {
    const item = makeItem({ title: 'Studio room', price: '150.00', priceUnit: 'hour', availableFrom: '09:00', availableUntil: '21:00' });
    const startsAt = `${start}T10:00:00+05:30`;
    const endsAt = `${start}T13:00:00+05:30`;
    const { seq, booking } = await queueBookingRequest(renter, item, { startsAt, endsAt, message: null });

    expect(await db.bookings.get(booking.id)).toMatchObject({ status: 'pending', startDate: start, endDate: addDays(start, 1), days: 1, startsAt, endsAt, hours: 3, priceUnit: 'hour' });
    const op = await db.outbox.get(seq);
    expect(op?.payload).toEqual({ body: { id: booking.id, itemId: item.id, startsAt, endsAt, message: null } });
  });

  it('a failure half-way writes nothing: no row without its operation', async () => {
    // The operation's add fails (enqueue adds through the transaction's own table object).
    const tableProto = Object.getPrototypeOf(db.outbox) as typeof db.outbox;
    vi.spyOn(tableProto, 'add').mockRejectedValueOnce(new Error('disk full'));
    await expect(queueBookingRequest(renter, makeItem(), { startDate: start, endDate: end, message: null })).rejects.toThrow('disk full');
    expect(await db.bookings.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a decision marks its row and queues its kind with the trimmed reason (none for accept)', async () => {
    const booking = makeBooking();
    await db.bookings.put({ ...booking, fetchedAt: 1 });
    const declined = await queueBookingDecision(RENTER_ID, 'decline', booking.id, '  Away that week ');
    expect((await db.bookings.get(booking.id))?.pendingAction).toBe('decline');
    expect(await db.outbox.get(declined)).toMatchObject({ kind: 'booking.decline', payload: { bookingId: booking.id, reason: 'Away that week' } });

    const accepted = await queueBookingDecision(RENTER_ID, 'accept', booking.id, 'ignored');
    expect(await db.outbox.get(accepted)).toMatchObject({ kind: 'booking.accept', payload: { bookingId: booking.id, reason: null } });
    // The decision goes in its booking's conversation's order, as the owner's replies there do.
    expect((await db.outbox.get(accepted))?.chain).toBe(conversationChain(booking.itemId, booking.renterId));
    const cancelled = await queueBookingDecision(RENTER_ID, 'cancel', booking.id, '   ');
    expect(await db.outbox.get(cancelled)).toMatchObject({ kind: 'booking.cancel', payload: { reason: null } });
  });

  it('a decision on a booking the device does not hold queues nothing', async () => {
    await expect(queueBookingDecision(RENTER_ID, 'accept', makeBooking().id)).rejects.toThrow('is not on this device');
    expect(await db.outbox.count()).toBe(0);
  });

  it("sent: the server's booking replaces the pending row, once, with the operation's key", async () => {
    const item = makeItem();
    const { booking } = await queueBookingRequest(renter, item, { startDate: start, endDate: end, message: null });
    const served: Booking = makeBooking({ id: booking.id, itemId: item.id, role: 'renter', startDate: start, endDate: end, conversationId: 'c-1' });
    const net = server(() => json(201, served));
    await testFlusher(net.fetch).flush();

    expect(net.calls.map((call) => call.path)).toEqual([apiPaths.bookings]);
    expect(net.calls[0]?.key).toBeTruthy();
    const row = await db.bookings.get(booking.id);
    expect(row?.pendingAction).toBeUndefined();
    expect(row?.conversationId).toBe('c-1');
    expect(await db.outbox.count()).toBe(0);
  });

  it('an accept applied: the accepted booking replaces the row and its mark', async () => {
    const booking = makeBooking();
    await db.bookings.put({ ...booking, fetchedAt: 1 });
    await queueBookingDecision(RENTER_ID, 'accept', booking.id);
    const net = server(() => json(200, { ...booking, status: 'accepted' }));
    await testFlusher(net.fetch).flush();
    expect(net.calls.map((call) => call.path)).toEqual([apiPaths.bookingAccept(booking.id)]);
    const row = await db.bookings.get(booking.id);
    expect(row?.status).toBe('accepted');
    expect(row?.pendingAction).toBeUndefined();
  });

  it('refused (409 booking-conflict): kept as failed with the server message; Discard removes the request', async () => {
    const { seq, booking } = await queueBookingRequest(renter, makeItem(), { startDate: start, endDate: end, message: null });
    const net = server(() => json(409, { code: 'booking-conflict', message: 'These dates are no longer available. Please choose other dates.' }));
    await testFlusher(net.fetch).flush();
    const op = await db.outbox.get(seq);
    expect(op?.status).toBe('failed');
    expect(op?.error?.message).toBe('These dates are no longer available. Please choose other dates.');
    expect((await db.bookings.get(booking.id))?.pendingAction).toBe('request');

    await discardOperation(seq);
    expect(await db.bookings.get(booking.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the inbox sync stores bookings', () => {
  beforeEach(() => Promise.all([db.bookings.clear(), db.inboxCursor.clear()]));

  const page = (bookings: Booking[]) => ({ conversations: [], messages: [], notifications: [], deletedNotificationIds: [], bookings, cursor: 'c1', hasMore: false });

  it("keeps a decision's mark until it lands, and drops a request's mark once the server has it", async () => {
    const decided = makeBooking();
    const requested = makeBooking({ role: 'renter' });
    await db.bookings.bulkPut([
      { ...decided, fetchedAt: 1, pendingAction: 'accept' },
      { ...requested, fetchedAt: 1, pendingAction: 'request' },
    ]);
    const fresh = makeBooking({ status: 'accepted' });
    await storeInboxPage(page([{ ...decided, message: 'edited' }, requested, fresh]), 5);

    expect(await db.bookings.get(decided.id)).toMatchObject({ message: 'edited', pendingAction: 'accept', fetchedAt: 5 });
    expect((await db.bookings.get(requested.id))?.pendingAction).toBeUndefined();
    expect((await db.bookings.get(fresh.id))?.status).toBe('accepted');
    expect((await db.inboxCursor.toArray())[0]?.cursor).toBe('c1');
  });
});
