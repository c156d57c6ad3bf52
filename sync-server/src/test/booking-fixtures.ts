/**
 * Bookings written straight into the database, for tests of what reads them (reviews, the calendar
 * feed, date search) without going through the booking calls. Users and listings are made through
 * the API (test/conversations.ts); the booking's conversation is made here when the pair has none.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Item } from '@shared/api.ts';
import { addDays } from '@shared/booking-days.ts';
import { daySpan } from '@shared/booking-hours.ts';
import { today } from '../clock.ts';

export type StoredBookingStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

export interface BookingSeed {
  item: Item;
  renterId: string;
  start: string;
  end: string;
  status?: StoredBookingStatus;
}

/** The conversation of this listing and renter, made (empty) when they have none yet. */
async function conversationOf(db: Knex, item: Item, renterId: string): Promise<string> {
  const found: { id: string } | undefined = await db('conversations').where({ item_id: item.id, renter_id: renterId }).first('id');
  if (found) return found.id;
  const id = randomUUID();
  const now = new Date();
  await db('conversations').insert({
    id,
    item_id: item.id,
    owner_id: item.ownerId,
    renter_id: renterId,
    item_title: item.title,
    item_image_url: item.imageUrls[0] ?? null,
    last_message_at: now,
    created_at: now,
    change_seq: db.raw("next_change_key('inbox_change_seq')"),
  });
  return id;
}

/** Inserts a booking of `item` by the renter (accepted unless told); returns its id. */
export async function seedBooking(db: Knex, seed: BookingSeed): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await db('bookings').insert({
    id,
    item_id: seed.item.id,
    owner_id: seed.item.ownerId,
    renter_id: seed.renterId,
    conversation_id: await conversationOf(db, seed.item, seed.renterId),
    start_date: seed.start,
    end_date: seed.end,
    // A booking by days holds its days from India's midnight to midnight.
    starts_at: daySpan(seed.start, seed.end).startsAt,
    ends_at: daySpan(seed.start, seed.end).endsAt,
    status: seed.status ?? 'accepted',
    item_title: seed.item.title,
    item_image_url: seed.item.imageUrls[0] ?? null,
    price: seed.item.price,
    price_unit: seed.item.priceUnit,
    is_negotiable: seed.item.isNegotiable,
    created_at: now,
    updated_at: now,
    change_seq: db.raw("next_change_key('inbox_change_seq')"),
  });
  return id;
}

/** A rental that ended `daysAgo` days before today (India): 0 means it ends today, so it may be rated. */
export const pastRange = (daysAgo = 1, nights = 3): { start: string; end: string } => {
  const end = addDays(today(), -daysAgo);
  return { start: addDays(end, -nights), end };
};

/** A range starting `inDays` days from today (India). */
export const futureRange = (inDays: number, nights = 3): { start: string; end: string } => {
  const start = addDays(today(), inDays);
  return { start, end: addDays(start, nights) };
};

/** Blocks days of the listing as the owner's blocked-dates call would. */
export async function seedBlockedDays(db: Knex, itemId: string, start: string, end: string): Promise<void> {
  await db('item_blocked_dates').insert({ item_id: itemId, start_date: start, end_date: end });
}
