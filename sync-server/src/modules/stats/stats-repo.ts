/** SQL for the site's figures: live listings, verified users, listing locations. */
import type { Knex } from 'knex';

export async function countLiveListings(db: Knex): Promise<number> {
  const row = await db('items').whereNull('deleted_at').where({ moderation_status: 'approved' }).first(db.raw('count(*)::int as count'));
  return Number(row?.count ?? 0);
}

export async function countVerifiedUsers(db: Knex): Promise<number> {
  const row = await db('users').where({ is_verified: true }).first(db.raw('count(*)::int as count'));
  return Number(row?.count ?? 0);
}

/**
 * The live listings' locations that are one of `spellings` (lower case), each once. Filtered in the
 * database so the answer stays as small as the city list however many free-text locations exist.
 */
export async function liveListingLocationsAmong(db: Knex, spellings: readonly string[]): Promise<string[]> {
  const rows: Array<{ location: string }> = await db('items')
    .whereNull('deleted_at')
    .where({ moderation_status: 'approved' })
    .whereRaw('lower(location) = any(?::text[])', [[...spellings]])
    .distinct(db.raw('lower(location) as location'));
  return rows.map((row) => row.location);
}
