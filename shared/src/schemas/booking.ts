/**
 * Bodies and queries of the booking calls, used by the PWA's forms and the server alike.
 * Rules that need the database (the past, the listing's durations, clashes) are the server's.
 */
import * as v from 'valibot';
import { BOOKING_STATUSES } from '../api/bookings.ts';
import { addDays, isIsoDay } from '../booking-days.ts';
import { indiaDayOf, isIsoInstant, toIndiaIso } from '../booking-hours.ts';
import { limits } from '../limits.ts';
import { bookingMessages } from '../messages/bookings.ts';
import { listingMessages } from '../messages/listings.ts';
import { REVIEW_MAX, REVIEW_MIN } from './review.ts';
import { text } from './text.ts';
import { cursorParam, limitParam } from './query.ts';

const m = bookingMessages.validation;
const r = listingMessages.reviewValidation;

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));
export const isoDaySchema = v.pipe(v.string(m.day), v.check(isIsoDay, m.day));

/** A range of days start ≤ d < end, end after start. */
export const dayRangeSchema = v.pipe(
  v.object({ start: isoDaySchema, end: isoDaySchema }),
  v.forward(v.check((range) => range.end > range.start, m.endAfterStart), ['end']),
);

const optionalReason = v.optional(v.nullable(v.pipe(text(m.reasonTooLong), v.trim(), v.maxLength(limits.bookingReasonMax, m.reasonTooLong))), null);

const isoInstantSchema = v.pipe(v.string(m.time), v.check(isIsoInstant, m.time));

/**
 * Body of POST /api/bookings. `id` is the device-made id (UUID v7) so a replay is the same request. A
 * booking is by days (`startDate`, `endDate`) or, on a listing priced per hour, by hours (`startsAt`,
 * `endsAt`, ISO 8601 with their offset): one pair or the other. The answer's days of an hourly booking
 * are its India day and the next (startDate, endDate), and its times are written in India time.
 */
export const createBookingPayloadSchema = v.pipe(
  v.object({
    id: v.optional(uuid(m.id)),
    itemId: uuid(m.itemId),
    startDate: v.optional(isoDaySchema),
    endDate: v.optional(isoDaySchema),
    startsAt: v.optional(isoInstantSchema),
    endsAt: v.optional(isoInstantSchema),
    message: v.optional(v.nullable(v.pipe(text(m.messageTooLong), v.trim(), v.maxLength(limits.messageMax, m.messageTooLong))), null),
  }),
  v.forward(
    v.check((body) => (body.startsAt === undefined) === (body.endsAt === undefined), m.bothTimes),
    ['endsAt'],
  ),
  v.forward(
    v.check((body) => body.startsAt !== undefined || (body.startDate !== undefined && body.endDate !== undefined), m.daysOrTimes),
    ['startDate'],
  ),
  v.forward(
    v.check((body) => body.startsAt !== undefined || body.startDate === undefined || body.endDate === undefined || body.endDate > body.startDate, m.endAfterStart),
    ['endDate'],
  ),
  v.forward(
    v.check((body) => body.startsAt === undefined || body.endsAt === undefined || Date.parse(body.endsAt) > Date.parse(body.startsAt), m.endTimeAfterStart),
    ['endsAt'],
  ),
  v.transform(({ startsAt, endsAt, startDate, endDate, ...rest }) => {
    if (startsAt === undefined || endsAt === undefined) return { ...rest, startDate: startDate ?? '', endDate: endDate ?? '', hours: null };
    const day = indiaDayOf(startsAt);
    return { ...rest, startDate: day, endDate: addDays(day, 1), hours: { startsAt: toIndiaIso(startsAt), endsAt: toIndiaIso(endsAt) } };
  }),
);
/** A request as the server reads it: its days always, and its times when it is by the hour (`hours`). */
export type CreateBookingPayload = v.InferOutput<typeof createBookingPayloadSchema>;
/** A request as a device sends it. */
export type CreateBookingInput = v.InferInput<typeof createBookingPayloadSchema>;

/** Body of POST /api/bookings/{id}/decline and …/cancel. */
export const bookingReasonPayloadSchema = v.object({ reason: optionalReason });
export type BookingReasonPayload = v.InferOutput<typeof bookingReasonPayloadSchema>;

/** Body of PUT /api/items/{id}/blocked-dates: every blocked range of the listing (overlaps are merged). */
export const blockedDatesPayloadSchema = v.object({
  ranges: v.pipe(v.array(dayRangeSchema, m.ranges), v.maxLength(limits.blockedRangesMax, m.tooManyRanges)),
});
export type BlockedDatesPayload = v.InferOutput<typeof blockedDatesPayloadSchema>;

/** Body of POST /api/bookings/{id}/reviews: 1–5 stars, and optional text of 10–500 characters. */
export const bookingReviewPayloadSchema = v.object({
  rating: v.pipe(v.number(r.ratingRequired), v.integer(r.ratingRequired), v.minValue(1, r.ratingRequired), v.maxValue(5, r.ratingRequired)),
  text: v.optional(
    v.nullable(
      v.pipe(
        text(r.tooShort),
        v.trim(),
        v.check((value) => value === '' || value.length >= REVIEW_MIN, r.tooShort),
        v.maxLength(REVIEW_MAX, r.tooLong),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
    null,
  ),
});
export type BookingReviewPayload = v.InferOutput<typeof bookingReviewPayloadSchema>;

/** Query of GET /api/items/{id}/availability: at most 400 days. */
export const availabilityQuerySchema = v.pipe(
  v.object({ from: isoDaySchema, to: isoDaySchema }),
  v.forward(v.check((query) => query.to > query.from, m.endAfterStart), ['to']),
);

/** Query of GET /api/bookings (limit and cursor are read as the item lists read theirs). */
export const bookingListQuerySchema = v.object({
  role: v.picklist(['renter', 'owner'], m.role),
  status: v.optional(v.picklist(BOOKING_STATUSES, m.status)),
});

/** Query of GET /api/bookings: the role and statuses asked for, and the page. */
export const bookingPageQuerySchema = v.object({
  ...bookingListQuerySchema.entries,
  limit: limitParam(30, 100),
  cursor: cursorParam,
});

/** Query of a listing's reviews of finished rentals: the page. */
export const bookingReviewsQuerySchema = v.object({ limit: limitParam(10, 50), cursor: cursorParam });
