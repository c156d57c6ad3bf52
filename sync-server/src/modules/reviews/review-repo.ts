/** SQL for website reviews. The reviewer's name and picture are read from their account when listed. */
import type { Knex } from 'knex';
import type { WebsiteReview } from '@shared/api.ts';
import { publicName } from '../users/index.ts';

interface ReviewRow {
  id: string;
  rating: number;
  review_text: string;
  created_at: Date;
  full_name: string | null;
  profile_image_url: string | null;
}

export async function listWebsiteReviews(db: Knex, limit: number): Promise<WebsiteReview[]> {
  const rows: ReviewRow[] = await db('website_reviews as r')
    .join('users as u', 'u.id', 'r.user_id')
    .orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'desc' }])
    .limit(limit)
    .select('r.id', 'r.rating', 'r.review_text', 'r.created_at', 'u.full_name', 'u.profile_image_url');
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    reviewText: row.review_text,
    userName: publicName(row.full_name),
    userAvatar: row.profile_image_url,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function insertWebsiteReview(db: Knex, userId: string, review: WebsiteReview): Promise<void> {
  await db('website_reviews').insert({
    id: review.id,
    user_id: userId,
    rating: review.rating,
    review_text: review.reviewText,
    created_at: review.createdAt,
  });
}
