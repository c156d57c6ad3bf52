/** Reading bookings: one page of the user's bookings in one role, newest request first. */
import type { Knex } from 'knex';
import type { Booking, BookingStatus, User } from '@shared/api.ts';
import { now } from '../../clock.ts';
import { cursorKey, decodeCursor, encodeCursor } from '../../paging/cursor.ts';
import { listBookings, requestCountsByItem, type CreatedCursor } from './booking-repo.ts';

export interface BookingPage {
  rows: Booking[];
  nextCursor: string | null;
}

export interface BookingListRequest {
  role: 'renter' | 'owner';
  status?: BookingStatus | undefined;
  limit: number;
  cursor?: string | undefined;
}

/** A page cursor: the creation time and id of the last row, as the listings' cursors (opaque; forged ⇒ 400). */
const encodeCreated = (key: CreatedCursor | null): string | null => (key ? encodeCursor({ k: key.at, id: key.id }) : null);
function decodeCreated(text: string | undefined): CreatedCursor | undefined {
  if (!text) return undefined;
  const cursor = decodeCursor(text);
  return { at: String(cursorKey(cursor, 'recent')), id: cursor.id };
}

export async function bookingPage(db: Knex, user: User, request: BookingListRequest): Promise<BookingPage> {
  const after = decodeCreated(request.cursor);
  const { bookings, next } = await listBookings(db, user.id, { role: request.role, status: request.status, at: now() }, request.limit, after);
  return { rows: bookings, nextCursor: encodeCreated(next) };
}

/** Booking requests per listing of an owner: every request each listing received, whatever became of it. */
export const requestCountsOfOwner = (db: Knex, ownerId: string): Promise<Record<string, number>> => requestCountsByItem(db, ownerId);
