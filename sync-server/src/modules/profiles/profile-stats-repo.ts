/** SQL for a user's public figures: listings, views and the ratings of their listings. */
import type { Knex } from 'knex';
import type { UserStats } from '@shared/api.ts';
import { LISTED_SQL } from '../items/index.ts';

/** `listedOnly`: count only the listings others can see (not those hidden by moderators or with a suspended owner). */
export async function userStats(db: Knex, userId: string, listedOnly: boolean): Promise<UserStats> {
  const listings = await db('items as i')
    .where({ 'i.owner_id': userId })
    .whereNull('i.deleted_at')
    .modify((query) => {
      if (listedOnly) query.whereRaw(LISTED_SQL);
    })
    .first(db.raw('count(*)::int as total'), db.raw('coalesce(sum(view_count), 0)::int as views'));
  // Renters' reviews of the user's listings: the owner's rating.
  const reviews = await db('booking_reviews as r')
    .where({ 'r.reviewee_id': userId, 'r.reviewer_role': 'renter' })
    .first(db.raw('avg(r.rating)::float8 as average'), db.raw('count(*)::int as count'));
  return {
    totalListings: Number(listings?.total ?? 0),
    totalViews: Number(listings?.views ?? 0),
    averageRating: reviews?.average === null || reviews?.average === undefined ? null : Math.round(Number(reviews.average) * 10) / 10,
    reviewCount: Number(reviews?.count ?? 0),
  };
}
