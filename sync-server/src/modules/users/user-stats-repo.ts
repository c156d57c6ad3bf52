/** SQL for a user's public figures: listings, views and the ratings of their listings. */
import type { Knex } from 'knex';
import type { BookingCounts, UserStats } from '@shared/api.ts';

export async function userStats(db: Knex, userId: string): Promise<UserStats> {
  const listings = await db('items')
    .where({ owner_id: userId })
    .whereNull('deleted_at')
    .first(db.raw('count(*)::int as total'), db.raw('coalesce(sum(view_count), 0)::int as views'));
  const reviews = await db('item_reviews as r')
    .join('items as i', 'i.id', 'r.item_id')
    .where('i.owner_id', userId)
    .whereNull('i.deleted_at')
    .first(db.raw('avg(r.rating)::float8 as average'), db.raw('count(*)::int as count'));
  return {
    totalListings: Number(listings?.total ?? 0),
    totalViews: Number(listings?.views ?? 0),
    averageRating: reviews?.average === null || reviews?.average === undefined ? null : Math.round(Number(reviews.average) * 10) / 10,
    reviewCount: Number(reviews?.count ?? 0),
  };
}

/**
 * Booking requests per listing of the owner. Booking requests are records that arrive with the
 * bookings issue; until then no listing has any, and the empty map is the true answer. That issue
 * replaces this with a count over its table.
 */
export async function bookingCounts(_db: Knex, _userId: string): Promise<BookingCounts> {
  return {};
}
