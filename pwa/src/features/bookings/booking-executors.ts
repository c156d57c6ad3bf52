/**
 * How queued booking writes reach the server, each with its operation's Idempotency-Key. The server's
 * answer (the booking as it now stands) replaces the device's row and clears its pending mark; a
 * discarded write only clears the mark (a discarded request removes the request it would have made).
 */
import { apiPaths, type Booking } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
// The engine's face for a kind's executor (not index.ts: executors run in the service worker too).
import type { Executor } from '@pwa/sync/executor.ts';
import type { ApiClient } from '@pwa/lib/api-client.ts';
import type { BookingDecisionPayload, BookingRequestPayload } from './booking-kinds.ts';

declare module '@pwa/db/outbox-row.ts' {
  interface OutboxKinds {
    /** A booking request: POST /api/bookings with the device-made booking id. */
    'booking.request': { payload: BookingRequestPayload; progress: null };
    /** The owner accepts a request: POST /api/bookings/{id}/accept. */
    'booking.accept': { payload: BookingDecisionPayload; progress: null };
    /** The owner declines a request: POST /api/bookings/{id}/decline. */
    'booking.decline': { payload: BookingDecisionPayload; progress: null };
    /** Either side cancels before the start: POST /api/bookings/{id}/cancel. */
    'booking.cancel': { payload: BookingDecisionPayload; progress: null };
  }
}

async function keepBooking(booking: Booking): Promise<void> {
  await db.bookings.put({ ...booking, fetchedAt: Date.now() });
}

const clearPending = async (bookingId: string): Promise<void> => {
  await db.bookings.where('id').equals(bookingId).modify((row) => {
    delete row.pendingAction;
  });
};

const post = <T>(http: ApiClient, path: string, idempotencyKey: string, body?: unknown) =>
  http.send<T>(path, { method: 'POST', idempotencyKey, ...(body === undefined ? {} : { body }) });

export const requestBookingExecutor: Executor<'booking.request'> = {
  tables: ['bookings'],
  async run(op, io) {
    const booking = await post<Booking>(io.http, apiPaths.bookings, op.idempotencyKey, op.payload.body);
    return () => keepBooking(booking);
  },
  async revert(op) {
    await db.bookings.where('id').equals(op.payload.body.id).filter((row) => row.pendingAction === 'request').delete();
  },
  // Giving up the request gives up what would have followed it (a cancel of it, say).
  discardsLaterOnEntity: true,
};

export const acceptBookingExecutor: Executor<'booking.accept'> = {
  tables: ['bookings'],
  async run(op, io) {
    const booking = await post<Booking>(io.http, apiPaths.bookingAccept(op.payload.bookingId), op.idempotencyKey);
    return () => keepBooking(booking);
  },
  revert: (op) => clearPending(op.payload.bookingId),
};

export const declineBookingExecutor: Executor<'booking.decline'> = {
  tables: ['bookings'],
  async run(op, io) {
    const booking = await post<Booking>(io.http, apiPaths.bookingDecline(op.payload.bookingId), op.idempotencyKey, { reason: op.payload.reason });
    return () => keepBooking(booking);
  },
  revert: (op) => clearPending(op.payload.bookingId),
};

export const cancelBookingExecutor: Executor<'booking.cancel'> = {
  tables: ['bookings'],
  async run(op, io) {
    const booking = await post<Booking>(io.http, apiPaths.bookingCancel(op.payload.bookingId), op.idempotencyKey, { reason: op.payload.reason });
    return () => keepBooking(booking);
  },
  revert: (op) => clearPending(op.payload.bookingId),
};
