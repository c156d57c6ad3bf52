/** SQL of booking reviews; the only place that knows the booking_reviews table's columns. */
import type { Knex } from 'knex';
import type { BookingReview, ItemReview } from '@shared/api.ts';
import { nextInboxSeq } from '../../db/inbox-seq.ts';
import { publicName } from '../users/index.ts';

/** What deciding on a review needs of its booking; days as YYYY-MM-DD text (no time zone games). */
export interface ReviewableBooking {
  id: string;
  itemId: string;
  itemTitle: string;
  conversationId: string;
  ownerId: string;
  renterId: string;
  status: string;
  /** When the rental ends: India's midnight of the return day, or a booking by the hour's end. */
  endsAt: Date;
}

export async function findReviewableBooking(db: Knex, id: string): Promise<ReviewableBooking | undefined> {
  const row:
    | { id: string; item_id: string; item_title: string; conversation_id: string; owner_id: string; renter_id: string; status: string; ends_at: Date }
    | undefined = await db('bookings')
      .where({ id })
      .first('id', 'item_id', 'item_title', 'conversation_id', 'owner_id', 'renter_id', 'status', 'ends_at');
  return row && { id: row.id, itemId: row.item_id, itemTitle: row.item_title, conversationId: row.conversation_id, ownerId: row.owner_id, renterId: row.renter_id, status: row.status, endsAt: new Date(row.ends_at) };
}

interface ReviewRow {
  id: string;
  booking_id: string;
  reviewer_role: BookingReview['reviewerRole'];
  rating: number;
  review_text: string | null;
  created_at: Date;
}

const toBookingReview = (row: ReviewRow): BookingReview => ({
  id: row.id,
  bookingId: row.booking_id,
  reviewerRole: row.reviewer_role,
  rating: Number(row.rating),
  text: row.review_text,
  createdAt: new Date(row.created_at).toISOString(),
});

export interface NewBookingReview {
  id: string;
  bookingId: string;
  itemId: string;
  reviewerId: string;
  revieweeId: string;
  reviewerRole: BookingReview['reviewerRole'];
  rating: number;
  text: string | null;
  createdAt: Date;
}

/**
 * Inserts the review unless the reviewer already rated this booking (the unique key decides, so two
 * requests at once cannot both pass a check): the review, or undefined when there was one already.
 */
export async function insertBookingReview(trx: Knex.Transaction, review: NewBookingReview): Promise<BookingReview | undefined> {
  const rows: ReviewRow[] = await trx('booking_reviews')
    .insert({
      id: review.id,
      booking_id: review.bookingId,
      item_id: review.itemId,
      reviewer_id: review.reviewerId,
      reviewee_id: review.revieweeId,
      reviewer_role: review.reviewerRole,
      rating: review.rating,
      review_text: review.text,
      created_at: review.createdAt,
    })
    .onConflict(['booking_id', 'reviewer_id'])
    .ignore()
    .returning(['id', 'booking_id', 'reviewer_role', 'rating', 'review_text', 'created_at']);
  const [row] = rows;
  return row ? toBookingReview(row) : undefined;
}

/**
 * The booking reads differently after a review (canReview, myReview, the parties' ratings): a new
 * inbox change_seq, so the inbox changes call brings it to both parties' devices again.
 */
export async function restampBooking(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('bookings').where({ id }).update({ change_seq: nextInboxSeq(trx) });
}

/** Where a page of a listing's reviews ends: the created_at and id of its last review. */
export interface ReviewKey {
  at: string;
  id: string;
}

/** Renters' reviews of the listing, newest first, through booking_reviews_item_idx; one row more tells whether more follow. */
export async function listItemReviews(db: Knex, itemId: string, limit: number, after?: ReviewKey): Promise<{ reviews: ItemReview[]; next: ReviewKey | null }> {
  const query = db('booking_reviews as r')
    .join('users as u', 'u.id', 'r.reviewer_id')
    .where({ 'r.item_id': itemId, 'r.reviewer_role': 'renter' })
    .orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'desc' }])
    .limit(limit + 1)
    .select('r.id', 'r.rating', 'r.review_text', 'r.created_at', 'u.full_name', 'u.profile_image_url');
  if (after) query.whereRaw('(r.created_at, r.id) < (?::timestamptz, ?::uuid)', [after.at, after.id]);
  const rows: Array<{ id: string; rating: number; review_text: string | null; created_at: Date; full_name: string | null; profile_image_url: string | null }> =
    await query;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    reviews: page.map((row) => ({
      id: row.id,
      rating: Number(row.rating),
      text: row.review_text,
      reviewerName: publicName(row.full_name),
      reviewerAvatar: row.profile_image_url,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    next: rows.length > limit && last ? { at: new Date(last.created_at).toISOString(), id: last.id } : null,
  };
}
