/**
 * SQL of a listing's calendar: its blocked days, and the lock that makes accepting and blocking take
 * turns. An accepted booking and a blocked range live in two tables, so no constraint can keep them
 * apart; instead both writers lock the listing's row first (migrations/…_bookings.ts), and the second
 * then sees what the first committed.
 */
import type { Knex } from 'knex';
import type { Availability, PriceUnit } from '@shared/api.ts';
import type { DayRange } from '@shared/booking-days.ts';
import { dayText } from './booking-row.ts';

export interface LockedListing {
  ownerId: string;
  title: string;
  availability: Availability;
  deleted: boolean;
}

/** The listing's row, locked for the rest of the transaction; undefined when there is no such listing. */
export async function lockListing(trx: Knex.Transaction, itemId: string): Promise<LockedListing | undefined> {
  const row: { owner_id: string; title: string; availability: Availability; deleted: boolean } | undefined = await trx('items')
    .where({ id: itemId })
    .forUpdate()
    .first('owner_id', 'title', 'availability', trx.raw('deleted_at IS NOT NULL AS deleted'));
  return row ? { ownerId: row.owner_id, title: row.title, availability: row.availability, deleted: row.deleted } : undefined;
}

export interface BookableListing {
  ownerId: string;
  title: string;
  availability: Availability;
  minRentalDuration: number;
  maxRentalDuration: number | null;
  priceUnit: PriceUnit | null;
  availableFrom: string | null;
  availableUntil: string | null;
}

/** Whether the listing exists and is not deleted (hidden or not: its calendar is no secret). */
export async function liveListingExists(db: Knex, itemId: string): Promise<boolean> {
  return (await db('items').where({ id: itemId }).whereNull('deleted_at').first('id')) !== undefined;
}

/** A listed listing's booking rules; undefined when it is deleted, hidden from others, or never was. */
export async function bookableListing(db: Knex, itemId: string): Promise<BookableListing | undefined> {
  const row:
    | {
        owner_id: string;
        title: string;
        availability: Availability;
        min_rental_duration: number;
        max_rental_duration: number | null;
        price_unit: PriceUnit | null;
        available_from: string | null;
        available_until: string | null;
      }
    | undefined = await db('items')
    .where({ id: itemId, moderation_status: 'approved' })
    .whereNull('deleted_at')
    .first('owner_id', 'title', 'availability', 'min_rental_duration', 'max_rental_duration', 'price_unit', 'available_from', 'available_until');
  return row
    ? {
        ownerId: row.owner_id,
        title: row.title,
        availability: row.availability,
        minRentalDuration: row.min_rental_duration,
        maxRentalDuration: row.max_rental_duration,
        priceUnit: row.price_unit,
        availableFrom: row.available_from,
        availableUntil: row.available_until,
      }
    : undefined;
}

/** Blocked ranges of the listing sharing a day with [start, end), earliest first. */
export async function blockedRanges(db: Knex, itemId: string, start: string, end: string): Promise<DayRange[]> {
  const rows: Array<{ start: string; end: string }> = await db('item_blocked_dates')
    .where({ item_id: itemId })
    .where('start_date', '<', end)
    .where('end_date', '>', start)
    .orderBy('start_date')
    .select(dayText(db, 'start_date', 'start'), dayText(db, 'end_date', 'end'));
  return rows.map((row) => ({ start: row.start, end: row.end }));
}

/** Replaces every blocked range of the listing (the caller merged them: they may not overlap). */
export async function replaceBlockedRanges(trx: Knex.Transaction, itemId: string, ranges: readonly DayRange[]): Promise<void> {
  await trx('item_blocked_dates').where({ item_id: itemId }).delete();
  if (ranges.length) await trx('item_blocked_dates').insert(ranges.map((range) => ({ item_id: itemId, start_date: range.start, end_date: range.end })));
}
