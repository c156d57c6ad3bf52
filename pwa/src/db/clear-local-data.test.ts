import { beforeEach, describe, expect, it } from 'vitest';
import { makeBooking } from '@pwa/test/bookings.ts';
import { db } from './app-db.ts';
import { clearLocalData } from './clear-local-data.ts';

describe('sign-out clears cached data', () => {
  beforeEach(() => Promise.all(db.tables.map((table) => table.clear())));

  it("empties the bookings with the other caches and keeps the user's unsent writes", async () => {
    const booking = makeBooking();
    await db.bookings.put({ ...booking, fetchedAt: 1, pendingAction: 'accept' });
    await db.availability.put({ itemId: booking.itemId, booked: [], blocked: [], today: '2026-11-24', from: '2026-11-24', to: '2026-12-24', fetchedAt: 1 });
    await db.outbox.add({
      kind: 'booking.accept',
      accountId: booking.ownerId,
      entity: `booking:${booking.id}`,
      payload: { bookingId: booking.id, reason: null },
      progress: null,
      idempotencyKey: 'k1',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      error: null,
      leaveRefusedMediaOut: false,
      createdAt: 1,
    });
    await clearLocalData();
    expect(await db.bookings.count()).toBe(0);
    expect(await db.availability.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});
