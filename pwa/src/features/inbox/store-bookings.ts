/**
 * The server's bookings as the device keeps them (the inbox sync, the Bookings tab's fetch). A row
 * with a decision still in the outbox keeps its mark ("Waiting to sync") until that write lands: the
 * server's copy predates it. A request's mark goes: the server has the request.
 */
import type { Booking } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';

/** Call inside a transaction that includes db.bookings when it must go with other writes. */
export async function storeServerBookings(bookings: readonly Booking[], now = Date.now()): Promise<void> {
  if (!bookings.length) return;
  const held = await db.bookings.bulkGet(bookings.map((booking) => booking.id));
  await db.bookings.bulkPut(
    bookings.map((booking, index) => {
      const pendingAction = held[index]?.pendingAction;
      return pendingAction && pendingAction !== 'request' ? { ...booking, fetchedAt: now, pendingAction } : { ...booking, fetchedAt: now };
    }),
  );
}
