/** SQL of bookings; the only place that knows the bookings table's columns. */
import type { Knex } from 'knex';
import type { Booking } from '@shared/api.ts';
import type { DayRange } from '@shared/booking-days.ts';
import { toIndiaIso, type TimeRange } from '@shared/booking-hours.ts';
import { nextInboxSeq } from '../../db/inbox-seq.ts';
import { dayText, selectBookings, toBooking, type BookingRow, type StoredStatus } from './booking-row.ts';

/** What the rules of a booking need, without the parties' names and ratings. */
export interface BookingFacts {
  id: string;
  itemId: string;
  ownerId: string;
  renterId: string;
  conversationId: string;
  startDate: string;
  endDate: string;
  /** The span the booking holds (India ISO): from its first day's midnight, or its start hour. */
  startsAt: string;
  endsAt: string;
  byHour: boolean;
  status: StoredStatus;
  itemTitle: string;
}

/** The columns of the facts a rule needs (a subset of what a party reads). */
type FactsRow = Pick<BookingRow, 'id' | 'item_id' | 'owner_id' | 'renter_id' | 'conversation_id' | 'start_date' | 'end_date' | 'starts_at' | 'ends_at' | 'by_hour' | 'status' | 'item_title'>;

const toFacts = (row: FactsRow): BookingFacts => ({
  id: row.id,
  itemId: row.item_id,
  ownerId: row.owner_id,
  renterId: row.renter_id,
  conversationId: row.conversation_id,
  startDate: row.start_date,
  endDate: row.end_date,
  startsAt: toIndiaIso(new Date(row.starts_at)),
  endsAt: toIndiaIso(new Date(row.ends_at)),
  byHour: row.by_hour,
  status: row.status,
  itemTitle: row.item_title,
});

const selectFacts = (db: Knex) =>
  db('bookings').select(
    'id',
    'item_id',
    'owner_id',
    'renter_id',
    'conversation_id',
    dayText(db, 'start_date', 'start_date'),
    dayText(db, 'end_date', 'end_date'),
    'starts_at',
    'ends_at',
    'by_hour',
    'status',
    'item_title',
  );

/** Rows sharing a moment with `span` (an end is free: a return day, or the hour after a booking). */
const overlapping = (query: Knex.QueryBuilder, span: TimeRange): Knex.QueryBuilder => query.where('starts_at', '<', span.endsAt).where('ends_at', '>', span.startsAt);

/** The booking's facts, its row locked for the rest of the transaction when `lock` is set. */
export async function findBookingFacts(db: Knex, id: string, lock = false): Promise<BookingFacts | undefined> {
  const query = selectFacts(db).where({ id }).first<FactsRow | undefined>();
  const row = await (lock ? query.forUpdate() : query);
  return row ? toFacts(row) : undefined;
}

export interface NewBooking {
  id: string;
  itemId: string;
  renterId: string;
  conversationId: string;
  startDate: string;
  endDate: string;
  /** The span it holds; `byHour` when the renter asked for hours rather than days. */
  span: TimeRange;
  byHour: boolean;
  message: string | null;
  createdAt: Date;
}

/**
 * Writes a pending request with the listing's title, first photo and price as they are now, unless its
 * id is taken (a replay racing this one): true when written.
 */
export async function insertBooking(trx: Knex.Transaction, booking: NewBooking): Promise<boolean> {
  const result: { rows: Array<{ id: string }> } = await trx.raw(
    `INSERT INTO bookings (id, item_id, owner_id, renter_id, conversation_id, start_date, end_date, starts_at, ends_at, by_hour, status, message,
       item_title, item_image_url, price, price_unit, is_negotiable, created_at, updated_at, change_seq)
     SELECT ?, i.id, i.owner_id, ?, ?, ?::date, ?::date, ?::timestamptz, ?::timestamptz, ?, 'pending', ?, i.title, i.image_urls[1], i.price, i.price_unit, i.is_negotiable, ?, ?, next_change_key('inbox_change_seq')
     FROM items AS i WHERE i.id = ?
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      booking.id,
      booking.renterId,
      booking.conversationId,
      booking.startDate,
      booking.endDate,
      booking.span.startsAt,
      booking.span.endsAt,
      booking.byHour,
      booking.message,
      booking.createdAt,
      booking.createdAt,
      booking.itemId,
    ],
  );
  return result.rows.length > 0;
}

export interface StatusChange {
  status: StoredStatus;
  reason?: string | null;
  cancelledBy?: 'owner' | 'renter' | null;
}

/** A decision on a booking: a new status and change_seq, so both parties' devices fetch it again. */
export async function setBookingStatus(trx: Knex.Transaction, ids: string | readonly string[], change: StatusChange, at: Date): Promise<void> {
  await trx('bookings')
    .whereIn('id', typeof ids === 'string' ? [ids] : ids)
    .update({
      status: change.status,
      reason: change.reason ?? null,
      cancelled_by: change.cancelledBy ?? null,
      // The day of an acceptance stays known whatever becomes of the booking (the administrators' figures).
      ...(change.status === 'accepted' ? { accepted_at: at } : {}),
      updated_at: at,
      change_seq: nextInboxSeq(trx),
    });
}

/** The booking as the viewer sees it; undefined when it is not theirs (or does not exist). */
export async function bookingForViewer(db: Knex, viewerId: string, id: string, at: Date): Promise<Booking | undefined> {
  const row: BookingRow | undefined = await selectBookings(db, viewerId)
    .where('b.id', id)
    .where((parties) => parties.where('b.owner_id', viewerId).orWhere('b.renter_id', viewerId))
    .first();
  return row ? toBooking(row, viewerId, at) : undefined;
}

export interface CreatedCursor {
  at: string;
  id: string;
}

export interface BookingFilter {
  role: 'renter' | 'owner';
  status?: Booking['status'] | undefined;
  /** Now: an accepted booking whose end has come reads as completed. */
  at: Date;
}

/** One page of the viewer's bookings in one role, newest request first, and the key of its last row when more follow. */
export async function listBookings(db: Knex, viewerId: string, filter: BookingFilter, limit: number, after?: CreatedCursor): Promise<{ bookings: Booking[]; next: CreatedCursor | null }> {
  const query = selectBookings(db, viewerId)
    .where(filter.role === 'owner' ? 'b.owner_id' : 'b.renter_id', viewerId)
    .orderBy([{ column: 'b.created_at', order: 'desc' }, { column: 'b.id', order: 'desc' }])
    .limit(limit + 1);
  // completed and accepted are one stored status, told apart by whether the booking's end has come.
  if (filter.status === 'completed') query.where('b.status', 'accepted').where('b.ends_at', '<=', filter.at);
  else if (filter.status === 'accepted') query.where('b.status', 'accepted').where('b.ends_at', '>', filter.at);
  else if (filter.status) query.where('b.status', filter.status);
  if (after) query.whereRaw('(b.created_at, b.id) < (?, ?)', [after.at, after.id]);
  const rows: BookingRow[] = await query;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    bookings: page.map((row) => toBooking(row, viewerId, filter.at)),
    next: rows.length > limit && last ? { at: new Date(last.created_at).toISOString(), id: last.id } : null,
  };
}

/** The viewer's bookings (either role) stamped after `since` and below `until`, oldest change first, with their stamps. */
export async function bookingsChangedSince(db: Knex, viewerId: string, since: string, until: bigint, limit: number, at: Date): Promise<Array<{ seq: bigint; booking: Booking }>> {
  const rows: BookingRow[] = await selectBookings(db, viewerId)
    .where((parties) => parties.where('b.owner_id', viewerId).orWhere('b.renter_id', viewerId))
    .where('b.change_seq', '>', since)
    .where('b.change_seq', '<', String(until))
    .orderBy('b.change_seq')
    .limit(limit);
  return rows.map((row) => ({ seq: BigInt(row.change_seq), booking: toBooking(row, viewerId, at) }));
}

/** Whether the renter already has a pending request for the listing sharing a moment with `span`. */
export async function hasPendingOverlapOf(db: Knex, itemId: string, renterId: string, span: TimeRange): Promise<boolean> {
  const row = await overlapping(db('bookings').where({ item_id: itemId, renter_id: renterId, status: 'pending' }), span).first('id');
  return row !== undefined;
}

/** Pending requests of the listing sharing a moment with `span`, their rows locked, oldest first. */
export async function lockPendingOverlapping(trx: Knex.Transaction, itemId: string, span: TimeRange, exceptId: string): Promise<BookingFacts[]> {
  const rows: FactsRow[] = await overlapping(selectFacts(trx).where({ item_id: itemId, status: 'pending' }).whereNot('id', exceptId), span)
    .orderBy('id')
    .forUpdate();
  return rows.map(toFacts);
}

/** The accepted bookings of a listing within a span: those by days as day ranges, those by the hour as times. */
export interface AcceptedSpans {
  days: DayRange[];
  hours: TimeRange[];
}

/** Accepted bookings of the listing sharing a moment with `span` (past ones too), earliest first. */
export async function acceptedSpans(db: Knex, itemId: string, span: TimeRange): Promise<AcceptedSpans> {
  const rows: Array<{ start: string; end: string; starts_at: Date; ends_at: Date; by_hour: boolean }> = await overlapping(db('bookings').where({ item_id: itemId, status: 'accepted' }), span)
    .orderBy('starts_at')
    .select(dayText(db, 'start_date', 'start'), dayText(db, 'end_date', 'end'), 'starts_at', 'ends_at', 'by_hour');
  return {
    days: rows.filter((row) => !row.by_hour).map((row) => ({ start: row.start, end: row.end })),
    hours: rows.filter((row) => row.by_hour).map((row) => ({ startsAt: toIndiaIso(new Date(row.starts_at)), endsAt: toIndiaIso(new Date(row.ends_at)) })),
  };
}

/** Requests each listing of the owner received, whatever became of them. */
export async function requestCountsByItem(db: Knex, ownerId: string): Promise<Record<string, number>> {
  const rows: Array<{ item_id: string; count: number | string }> = await db('bookings').where({ owner_id: ownerId }).groupBy('item_id').select('item_id', db.raw('count(*)::int AS count'));
  return Object.fromEntries(rows.map((row) => [row.item_id, Number(row.count)]));
}

/** The bookings of an account that are still open: pending requests, and accepted ones not yet begun (after `at`). */
export async function openBookingsOf(trx: Knex.Transaction, userId: string, at: Date): Promise<Array<{ id: string; status: 'pending' | 'accepted'; ownerId: string }>> {
  const rows: Array<{ id: string; status: 'pending' | 'accepted'; owner_id: string }> = await trx('bookings')
    .where((party) => party.where({ owner_id: userId }).orWhere({ renter_id: userId }))
    .andWhere((open) => open.where({ status: 'pending' }).orWhere((accepted) => accepted.where({ status: 'accepted' }).andWhere('starts_at', '>', at)))
    .orderBy('created_at')
    .select('id', 'status', 'owner_id');
  return rows.map((row) => ({ id: row.id, status: row.status, ownerId: row.owner_id }));
}
