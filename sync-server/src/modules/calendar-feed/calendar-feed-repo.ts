/** SQL of the private calendar feed: the listing's secret (items.calendar_token) and its accepted bookings. */
import type { Knex } from 'knex';

export interface FeedListing {
  ownerId: string;
  token: string | null;
}

/** The live listing's owner and feed secret; undefined when there is no such listing. */
export async function findFeedListing(db: Knex, itemId: string): Promise<FeedListing | undefined> {
  const row: { owner_id: string; calendar_token: string | null } | undefined = await db('items')
    .where({ id: itemId })
    .whereNull('deleted_at')
    .first('owner_id', 'calendar_token');
  return row && { ownerId: row.owner_id, token: row.calendar_token };
}

/**
 * Sets the listing's secret. `onlyIfNone`: only when it has none yet, so two first asks at once agree
 * on one secret (the later one finds it set). Returns whether the secret was written.
 */
export async function saveFeedToken(trx: Knex.Transaction, itemId: string, token: string, onlyIfNone: boolean): Promise<boolean> {
  const query = trx('items').where({ id: itemId }).whereNull('deleted_at');
  if (onlyIfNone) query.whereNull('calendar_token');
  return (await query.update({ calendar_token: token })) > 0;
}

/** The live listing a feed secret opens. */
export async function listingByFeedToken(db: Knex, token: string): Promise<{ id: string; title: string; ownerId: string } | undefined> {
  return db('items').where({ calendar_token: token }).whereNull('deleted_at').first('id', 'title', { ownerId: 'owner_id' });
}

export interface FeedBooking {
  id: string;
  start: string;
  end: string;
  renterName: string | null;
  updatedAt: Date;
}

/** The listing's accepted bookings, earliest first; days as YYYY-MM-DD text. */
export async function acceptedBookings(db: Knex, itemId: string): Promise<FeedBooking[]> {
  const rows: Array<{ id: string; start_date: string; end_date: string; full_name: string | null; updated_at: Date }> = await db('bookings as b')
    .join('users as u', 'u.id', 'b.renter_id')
    .where({ 'b.item_id': itemId, 'b.status': 'accepted' })
    .orderBy([{ column: 'b.start_date' }, { column: 'b.id' }])
    .select('b.id', db.raw('b.start_date::text AS start_date'), db.raw('b.end_date::text AS end_date'), 'u.full_name', 'b.updated_at');
  return rows.map((row) => ({ id: row.id, start: row.start_date, end: row.end_date, renterName: row.full_name, updatedAt: new Date(row.updated_at) }));
}
