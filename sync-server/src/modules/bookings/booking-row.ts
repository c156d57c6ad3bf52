/**
 * The columns a booking is read with, as one of its parties sees it, and their mapping to JSON. Days
 * are read as text (to_char), never as JS Dates: a `date` parsed into a Date lands on the server's
 * midnight and could shift a day with its time zone.
 */
import type { Knex } from 'knex';
import type { Booking, BookingParty, BookingReview, BookingStatus, PriceUnit } from '@shared/api.ts';
import { daysBetween } from '@shared/booking-days.ts';
import { hoursBetween, toIndiaIso } from '@shared/booking-hours.ts';

export type StoredStatus = Exclude<BookingStatus, 'completed'>;

export interface BookingRow {
  id: string;
  item_id: string;
  owner_id: string;
  renter_id: string;
  conversation_id: string;
  start_date: string;
  end_date: string;
  starts_at: Date;
  ends_at: Date;
  by_hour: boolean;
  status: StoredStatus;
  message: string | null;
  reason: string | null;
  cancelled_by: 'owner' | 'renter' | null;
  item_title: string;
  item_image_url: string | null;
  price: string | null;
  price_unit: PriceUnit | null;
  is_negotiable: boolean;
  created_at: Date;
  updated_at: Date;
  change_seq: string | number;
  owner_name: string;
  owner_deleted: boolean;
  owner_image: string | null;
  owner_verified: boolean;
  owner_rating: number | string | null;
  owner_reviews: number | string;
  renter_name: string;
  renter_deleted: boolean;
  renter_image: string | null;
  renter_verified: boolean;
  renter_rating: number | string | null;
  renter_reviews: number | string;
  my_review_id: string | null;
  my_review_role: 'renter' | 'owner' | null;
  my_review_rating: number | null;
  my_review_text: string | null;
  my_review_at: Date | null;
}

/** A day column as YYYY-MM-DD text, whatever the server's time zone. */
export const dayText = (db: Knex, column: string, as: string): Knex.Raw => db.raw(`to_char(??, 'YYYY-MM-DD') AS ??`, [column, as]);

/** Average rating rounded to one decimal, null with no reviews. */
const rating = (value: number | string | null): number | null => (value === null ? null : Math.round(Number(value) * 10) / 10);

const party = (id: string, name: string, deleted: boolean, image: string | null, verified: boolean, average: number | string | null, count: number | string): BookingParty => ({
  id,
  name,
  deleted,
  profileImageUrl: image,
  isVerified: verified,
  averageRating: Number(count) === 0 ? null : rating(average),
  reviewCount: Number(count),
});

/**
 * `completed` is not stored: an accepted booking whose end has come reads as completed (a booking by
 * days at India's midnight starting its return day, one by the hour at its end time).
 */
export const statusOn = (stored: StoredStatus, endsAt: Date, at: Date): BookingStatus => (stored === 'accepted' && endsAt.getTime() <= at.getTime() ? 'completed' : stored);

/** A booking by the hour's start, end and hours as the API writes them (India time); all null for one by days. */
function hoursOf(row: Pick<BookingRow, 'starts_at' | 'ends_at' | 'by_hour'>): Pick<Booking, 'startsAt' | 'endsAt' | 'hours'> {
  if (!row.by_hour) return { startsAt: null, endsAt: null, hours: null };
  const startsAt = toIndiaIso(new Date(row.starts_at));
  const endsAt = toIndiaIso(new Date(row.ends_at));
  return { startsAt, endsAt, hours: hoursBetween(startsAt, endsAt) };
}

export function toBooking(row: BookingRow, viewerId: string, at: Date): Booking {
  const status = statusOn(row.status, new Date(row.ends_at), at);
  const myReview: BookingReview | null =
    row.my_review_id && row.my_review_role && row.my_review_rating !== null && row.my_review_at
      ? { id: row.my_review_id, bookingId: row.id, reviewerRole: row.my_review_role, rating: Number(row.my_review_rating), text: row.my_review_text, createdAt: new Date(row.my_review_at).toISOString() }
      : null;
  return {
    id: row.id,
    itemId: row.item_id,
    itemTitle: row.item_title,
    itemImageUrl: row.item_image_url,
    price: row.price,
    priceUnit: row.price_unit,
    isNegotiable: row.is_negotiable,
    ownerId: row.owner_id,
    renterId: row.renter_id,
    role: row.owner_id === viewerId ? 'owner' : 'renter',
    owner: party(row.owner_id, row.owner_name, row.owner_deleted, row.owner_image, row.owner_verified, row.owner_rating, row.owner_reviews),
    renter: party(row.renter_id, row.renter_name, row.renter_deleted, row.renter_image, row.renter_verified, row.renter_rating, row.renter_reviews),
    startDate: row.start_date,
    endDate: row.end_date,
    days: daysBetween(row.start_date, row.end_date),
    ...hoursOf(row),
    status,
    message: row.message,
    reason: row.reason,
    cancelledBy: row.cancelled_by,
    conversationId: row.conversation_id,
    canReview: status === 'completed' && myReview === null,
    myReview,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A party's rating in their role: the owner is rated by renters, the renter by owners. */
const ratingOf = (db: Knex, party: 'owner' | 'renter', what: 'avg(rr.rating)::float8' | 'count(*)::int', as: string): Knex.Raw =>
  db.raw(`(SELECT ${what} FROM booking_reviews AS rr WHERE rr.reviewee_id = b.${party}_id AND rr.reviewer_role = ?) AS ??`, [party === 'owner' ? 'renter' : 'owner', as]);

/** Bookings with both parties and the viewer's own review (the viewer's side is decided by the caller's where). */
export function selectBookings(db: Knex, viewerId: string): Knex.QueryBuilder {
  return db('bookings as b')
    .join('users as o', 'o.id', 'b.owner_id')
    .join('users as r', 'r.id', 'b.renter_id')
    .leftJoin('booking_reviews as mr', (join) => join.on('mr.booking_id', 'b.id').andOn('mr.reviewer_id', db.raw('?', [viewerId])))
    .select(
      'b.id',
      'b.item_id',
      'b.owner_id',
      'b.renter_id',
      'b.conversation_id',
      dayText(db, 'b.start_date', 'start_date'),
      dayText(db, 'b.end_date', 'end_date'),
      'b.starts_at',
      'b.ends_at',
      'b.by_hour',
      'b.status',
      'b.message',
      'b.reason',
      'b.cancelled_by',
      'b.item_title',
      'b.item_image_url',
      db.raw('b.price::text AS price'),
      'b.price_unit',
      'b.is_negotiable',
      'b.created_at',
      'b.updated_at',
      'b.change_seq',
      db.raw("CASE WHEN o.deleted_at IS NULL THEN coalesce(nullif(o.full_name, ''), o.username) ELSE '' END AS owner_name"),
      db.raw('o.deleted_at IS NOT NULL AS owner_deleted'),
      'o.profile_image_url as owner_image',
      'o.is_verified as owner_verified',
      ratingOf(db, 'owner', 'avg(rr.rating)::float8', 'owner_rating'),
      ratingOf(db, 'owner', 'count(*)::int', 'owner_reviews'),
      db.raw("CASE WHEN r.deleted_at IS NULL THEN coalesce(nullif(r.full_name, ''), r.username) ELSE '' END AS renter_name"),
      db.raw('r.deleted_at IS NOT NULL AS renter_deleted'),
      'r.profile_image_url as renter_image',
      'r.is_verified as renter_verified',
      ratingOf(db, 'renter', 'avg(rr.rating)::float8', 'renter_rating'),
      ratingOf(db, 'renter', 'count(*)::int', 'renter_reviews'),
      'mr.id as my_review_id',
      'mr.reviewer_role as my_review_role',
      'mr.rating as my_review_rating',
      'mr.review_text as my_review_text',
      'mr.created_at as my_review_at',
    );
}
