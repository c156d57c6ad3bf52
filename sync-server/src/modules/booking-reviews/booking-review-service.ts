/**
 * Reviews of completed rentals: each party of an accepted booking rates the other once,
 * from the end of the rental on (India's midnight of the return day, or a booking by the hour's end). A renter's review rates the listing and its owner; an owner's rates
 * the renter. Only the two parties can see that a booking exists: anyone else gets a 404.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { BookingReview, ItemReview, User } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import type { BookingReviewPayload } from '@shared/schemas/booking.ts';
import { now } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { can } from '../../policy/policy.ts';
import { excerpt, NOTIFICATION_TEXT_MAX } from '../notifications/index.ts';
import { bookingUrl } from '../bookings/index.ts';
import { notify } from '../notify/index.ts';
import { cursorKey, decodeCursor, encodeCursor } from '../../paging/cursor.ts';
import { invalidateListCacheOnCommit, markListingChanged, requireItem } from '../items/index.ts';
import { publicName } from '../users/index.ts';
import { findReviewableBooking, insertBookingReview, listItemReviews, restampBooking, type ReviewableBooking, type ReviewKey } from './booking-review-repo.ts';

const refused = (message: string) => new AppError(409, 'review-not-allowed', message);

/** Why this booking cannot be rated now, or undefined when it can (the "once" rule is the insert's). */
function refusal(booking: ReviewableBooking): string | undefined {
  if (booking.status !== 'accepted') return bookingMessages.server.reviewNotAccepted;
  if (booking.endsAt.getTime() > now().getTime()) return bookingMessages.server.reviewTooEarly;
  return undefined;
}

export async function reviewBooking(trx: Knex.Transaction, reviewer: User, bookingId: string, payload: BookingReviewPayload): Promise<BookingReview> {
  const booking = await findReviewableBooking(trx, bookingId);
  if (!booking || !can(reviewer, 'booking.review', booking)) throw new AppError(404, 'not-found', bookingMessages.server.notFound);
  const why = refusal(booking);
  if (why) throw refused(why);
  const reviewerRole = booking.renterId === reviewer.id ? 'renter' : 'owner';
  const revieweeId = reviewerRole === 'renter' ? booking.ownerId : booking.renterId;
  const review = await insertBookingReview(trx, {
    id: uuidv7(),
    bookingId: booking.id,
    itemId: booking.itemId,
    reviewerId: reviewer.id,
    revieweeId,
    reviewerRole,
    rating: payload.rating,
    text: payload.text,
    createdAt: now(),
  });
  if (!review) throw refused(bookingMessages.server.alreadyReviewed);
  // The listing's rating (and its owner's) shows on it and on its cards: devices holding it must refetch.
  // The listings' sequence lock is taken before the inbox's, as a listing's deletion does.
  await markListingChanged(trx, booking.itemId);
  invalidateListCacheOnCommit(trx);
  await restampBooking(trx, booking.id);
  await alertReviewee(trx, booking, revieweeId, publicName(reviewer.fullName), payload.rating);
  return review;
}

/** The reviewee's notification and push, in the review's transaction. */
async function alertReviewee(trx: Knex.Transaction, booking: ReviewableBooking, revieweeId: string, reviewerName: string, rating: number): Promise<void> {
  await notify(trx, {
    userId: revieweeId,
    event: { kind: 'booking.reviewed', reviewer: reviewerName, item: booking.itemTitle, rating },
    itemId: booking.itemId,
    conversationId: booking.conversationId,
    bookingId: booking.id,
    sender: { name: reviewerName, email: null, phone: null },
    createdAt: now(),
    push: ({ title, message }) => ({
      type: 'booking',
      title,
      body: excerpt(message, NOTIFICATION_TEXT_MAX),
      tag: `booking:${booking.id}`,
      url: bookingUrl(booking.id),
      conversationId: booking.conversationId,
      itemId: booking.itemId,
      bookingId: booking.id,
    }),
  });
}

/** A page cursor: the time and id of the last review, as the listings' cursors (opaque; forged ⇒ 400). */
const encodeReviewKey = (key: ReviewKey | null): string | null => (key ? encodeCursor({ k: key.at, id: key.id }) : null);
function decodeReviewKey(text: string | undefined): ReviewKey | undefined {
  if (!text) return undefined;
  const cursor = decodeCursor(text);
  return { at: String(cursorKey(cursor, 'recent')), id: cursor.id };
}

/** Renters' reviews of a live listing, newest first; 404 for an unknown or deleted one, or one hidden from `viewer`. */
export async function itemReviewsPage(db: Knex, viewer: User | undefined, itemId: string, limit: number, cursor?: string): Promise<{ rows: ItemReview[]; nextCursor: string | null }> {
  const after = decodeReviewKey(cursor);
  // A listing hidden from others keeps its reviews from them too; its owner and moderators still read them.
  await requireItem(db, itemId, viewer);
  const { reviews, next } = await listItemReviews(db, itemId, limit, after);
  return { rows: reviews, nextCursor: encodeReviewKey(next) };
}
