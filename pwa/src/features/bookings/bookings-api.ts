/**
 * The Bookings tab's reads (writes go through the outbox, queue-booking.ts): the user's bookings in one
 * role, and one booking a message or a link names. Each keeps the server's answer on the device, so
 * every screen reading Dexie follows.
 */
import { apiPaths, type Booking } from '@shared/api.ts';
import { apiGet } from '@pwa/lib/api-client.ts';
import { storeServerBookings } from '@pwa/features/inbox/index.ts';

export type BookingRole = Booking['role'];

/** The first page is plenty for a person's bookings; older ones keep arriving through the inbox sync. */
export const BOOKINGS_PAGE_LIMIT = 100;

export async function refreshBookings(role: BookingRole): Promise<void> {
  const query = new URLSearchParams({ role, limit: String(BOOKINGS_PAGE_LIMIT) });
  await storeServerBookings(await apiGet<Booking[]>(`${apiPaths.bookings}?${query.toString()}`));
}

export async function refreshBooking(id: string): Promise<void> {
  await storeServerBookings([await apiGet<Booking>(apiPaths.booking(id))]);
}
