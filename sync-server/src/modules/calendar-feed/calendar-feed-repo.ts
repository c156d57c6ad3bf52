/**
 * SQL of the private calendar feed: the listing's feed secret, kept as a nonce and the SHA-256 of the
 * token made from it (items.calendar_feed_nonce, items.calendar_token_hash), and its accepted bookings.
 */
import type { Knex } from 'knex';

export interface FeedListing {
  ownerId: string;
  /** What the feed's token is made from; null while the listing has no feed (or one made before nonces). */
  nonce: string | null;
}

/** The live listing's owner and feed nonce; undefined when there is no such listing. */
export async function findFeedListing(db: Knex, itemId: string): Promise<FeedListing | undefined> {
  const row: { owner_id: string; calendar_feed_nonce: string | null } | undefined = await db('items')
    .where({ id: itemId })
    .whereNull('deleted_at')
    .first('owner_id', 'calendar_feed_nonce');
  return row && { ownerId: row.owner_id, nonce: row.calendar_feed_nonce };
}

/**
 * Sets the listing's feed secret. `onlyIfNone`: only when it has no nonce yet, so two first asks at
 * once agree on one secret (the later one finds it set). Returns whether the secret was written.
 */
export async function saveFeedSecret(trx: Knex.Transaction, itemId: string, secret: { nonce: string; tokenHash: string }, onlyIfNone: boolean): Promise<boolean> {
  const query = trx('items').where({ id: itemId }).whereNull('deleted_at');
  if (onlyIfNone) query.whereNull('calendar_feed_nonce');
  return (await query.update({ calendar_feed_nonce: secret.nonce, calendar_token_hash: secret.tokenHash })) > 0;
}

/** The live listing whose feed token hashes to `tokenHash`. */
export async function listingByFeedTokenHash(db: Knex, tokenHash: string): Promise<{ id: string; title: string; ownerId: string } | undefined> {
  return db('items').where({ calendar_token_hash: tokenHash }).whereNull('deleted_at').first('id', 'title', { ownerId: 'owner_id' });
}

export interface FeedBooking {
  id: string;
  start: string;
  end: string;
  renterName: string | null;
  updatedAt: Date;
  /** A booking by the hour's start and end; undefined for one by days. */
  times?: { startsAt: Date; endsAt: Date };
}

/** The listing's accepted bookings, earliest first; days as YYYY-MM-DD text. */
export async function acceptedBookings(db: Knex, itemId: string): Promise<FeedBooking[]> {
  const rows: Array<{ id: string; start_date: string; end_date: string; starts_at: Date; ends_at: Date; by_hour: boolean; full_name: string | null; updated_at: Date }> = await db('bookings as b')
    .join('users as u', 'u.id', 'b.renter_id')
    .where({ 'b.item_id': itemId, 'b.status': 'accepted' })
    .orderBy([{ column: 'b.starts_at' }, { column: 'b.id' }])
    .select('b.id', db.raw('b.start_date::text AS start_date'), db.raw('b.end_date::text AS end_date'), 'b.starts_at', 'b.ends_at', 'b.by_hour', 'u.full_name', 'b.updated_at');
  return rows.map((row) => ({
    id: row.id,
    start: row.start_date,
    end: row.end_date,
    renterName: row.full_name,
    updatedAt: new Date(row.updated_at),
    ...(row.by_hour ? { times: { startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) } } : {}),
  }));
}
