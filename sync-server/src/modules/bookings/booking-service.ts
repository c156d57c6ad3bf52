/**
 * Booking requests and the owner's decisions. Days are India's calendar
 * days and "today" is the server clock's (clock.ts), never the machine's zone. Each call is one
 * transaction: the booking, its message in the conversation, the other party's notification and push
 * job, and the listing's new change_seq all commit together or not at all.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { Booking, User } from '@shared/api.ts';
import { daysBetween } from '@shared/booking-days.ts';
import { daySpan, hourlySpanProblem, openHoursOf, type TimeRange } from '@shared/booking-hours.ts';
import { limits } from '@shared/limits.ts';
import { bookingMessages, DATES_TAKEN_REASON } from '@shared/messages/bookings.ts';
import { serverMessages } from '@shared/messages/server.ts';
import type { BookingReasonPayload, CreateBookingPayload } from '@shared/schemas/booking.ts';
import { now, today } from '../../clock.ts';
import { copyForUser } from '../../copy/user-copy.ts';
import { AppError } from '../../errors.ts';
import { authorize, can } from '../../policy/policy.ts';
import { admitHit, type RateLimit } from '../../rate-limit/rate-limit.ts';
import { conversationAbout, postBookingMessage } from '../conversations/index.ts';
import { markListingChanged } from '../items/index.ts';
import { alertOtherParty } from './booking-alerts.ts';
import {
  acceptedSpans,
  bookingForViewer,
  findBookingFacts,
  hasPendingOverlapOf,
  insertBooking,
  lockPendingOverlapping,
  openBookingsOf,
  setBookingStatus,
  type BookingFacts,
} from './booking-repo.ts';
import { blockedRanges, bookableListing, lockListing, type BookableListing, type LockedListing } from './calendar-repo.ts';

/*
 * Lock order, the same in every writer so none deadlocks: the listing's row, then booking rows, then a
 * conversation's row. A
 * request takes no listing lock (a pending request changes no calendar); an acceptance that races it
 * still cannot double-book: the exclusion constraint refuses the second acceptance.
 *
 * `completed` is never written: an accepted booking reads as completed once its end day has come. No
 * change_seq marks that moment, so devices recompute it from the dates (the PWA does).
 */

const copy = bookingMessages.server;

const notFound = () => new AppError(404, 'not-found', copy.notFound);
const conflict = (message: string) => new AppError(409, 'booking-conflict', message);
const closed = (message: string) => new AppError(409, 'booking-closed', message);
const badDates = (field: 'startDate' | 'endDate' | 'startsAt' | 'endsAt', message: string) => new AppError(400, 'invalid-input', message, { [field]: message });

/** The span a request asks for: its hours, or its days from midnight to midnight in India. */
const spanOf = (payload: CreateBookingPayload): TimeRange => payload.hours ?? daySpan(payload.startDate, payload.endDate);

/** Whether a request asks for what an earlier one (same id) asked: the same listing, days and hours. */
const sameRequest = (earlier: BookingFacts, renter: User, payload: CreateBookingPayload): boolean =>
  earlier.renterId === renter.id &&
  earlier.itemId === payload.itemId &&
  earlier.startDate === payload.startDate &&
  earlier.endDate === payload.endDate &&
  earlier.byHour === (payload.hours !== null) &&
  (payload.hours === null || (Date.parse(earlier.startsAt) === Date.parse(payload.hours.startsAt) && Date.parse(earlier.endsAt) === Date.parse(payload.hours.endsAt)));

/** SQLSTATE of an exclusion constraint's refusal: two accepted bookings of one listing sharing a day. */
const EXCLUSION_VIOLATION = '23P01';

export const bookingRequestRateLimits = (userId: string): RateLimit[] => [
  { key: `booking-day:${userId}`, max: limits.bookingRequestsPerDay, windowSeconds: 24 * 60 * 60, refusal: copy.tooManyRequests },
];

/** The booking as `user` sees it now; a 404 to anyone but its two parties. */
export async function bookingAsSeenBy(db: Knex, user: User, id: string): Promise<Booking> {
  const booking = await bookingForViewer(db, user.id, id, now());
  if (!booking) throw notFound();
  return booking;
}

/** The booking's facts when the user is one of its parties (its row not locked); else a 404. */
async function requireParty(db: Knex, user: User, id: string): Promise<BookingFacts> {
  const booking = await findBookingFacts(db, id);
  if (!booking || !can(user, 'booking.take-part', booking)) throw notFound();
  return booking;
}

/** A replayed request (same id) by its renter for the same listing and days is the same request. */
async function earlierRequest(db: Knex, renter: User, id: string, payload: CreateBookingPayload): Promise<Booking | undefined> {
  const earlier = await findBookingFacts(db, id);
  if (!earlier) return undefined;
  if (!sameRequest(earlier, renter, payload)) throw new AppError(409, 'conflict', copy.idTaken, { id: copy.idTaken });
  return bookingAsSeenBy(db, renter, id);
}

/** The listing's rules a request must meet before anything is written. */
async function checkRequest(trx: Knex.Transaction, renter: User, payload: CreateBookingPayload): Promise<void> {
  const listing = await bookableListing(trx, payload.itemId);
  if (!listing) throw new AppError(404, 'not-found', serverMessages.notFound.item);
  if (!can(renter, 'listing.book', listing)) throw new AppError(403, 'own-listing', copy.ownListing);
  if (listing.availability !== 'available') throw closed(copy.unavailable);
  if (payload.hours) checkHours(listing, payload.hours);
  else checkDays(listing, payload.startDate, payload.endDate);
  const accepted = await acceptedSpans(trx, payload.itemId, spanOf(payload));
  const blocked = await blockedRanges(trx, payload.itemId, payload.startDate, payload.endDate);
  if (accepted.days.length || accepted.hours.length || blocked.length) throw conflict(payload.hours ? copy.hoursConflict : copy.conflict);
}

/** A request by days: from today on, for the listing's shortest to longest rental. */
function checkDays(listing: BookableListing, start: string, end: string): void {
  if (start < today()) throw badDates('startDate', copy.startInPast);
  const days = daysBetween(start, end);
  if (days < listing.minRentalDuration) throw badDates('endDate', copy.tooShort(listing.minRentalDuration));
  if (listing.maxRentalDuration !== null && days > listing.maxRentalDuration) throw badDates('endDate', copy.tooLong(listing.maxRentalDuration));
  if (days > limits.availabilityDaysMax) throw badDates('endDate', bookingMessages.validation.rangeTooLong);
}

/**
 * A request by the hour: only of a listing priced per hour, on the hour or half hour, whole hours
 * ending the day they start, within the listing's hours, and starting later than now. (The listing's
 * shortest and longest rental are counted in days, so they do not bound hours.)
 */
function checkHours(listing: BookableListing, hours: TimeRange): void {
  if (listing.priceUnit !== 'hour') throw badDates('startsAt', copy.notHourly);
  const open = openHoursOf(listing);
  switch (hourlySpanProblem(hours, open)) {
    case 'half-hour':
      throw badDates('startsAt', copy.halfHour);
    case 'whole-hours':
      throw badDates('endsAt', copy.wholeHours);
    case 'one-day':
      throw badDates('endsAt', copy.oneDay);
    case 'outside-hours':
      throw badDates('startsAt', copy.outsideHours(open.from, open.until));
    case null:
      break;
  }
  if (Date.parse(hours.startsAt) <= now().getTime()) throw badDates('startsAt', copy.startTimePassed);
}

/**
 * POST /api/bookings: a pending request, posted as a message in the renter's conversation about the
 * listing (started when there is none), and the owner told of it.
 */
export async function requestBooking(trx: Knex.Transaction, renter: User, payload: CreateBookingPayload): Promise<Booking> {
  const id = payload.id ?? uuidv7();
  const earlier = await earlierRequest(trx, renter, id, payload);
  if (earlier) return earlier;
  await checkRequest(trx, renter, payload);
  await admitHit(trx, bookingRequestRateLimits(renter.id));
  // The renter's conversation row, locked, makes their requests for this listing take turns, so two
  // sent at once cannot both pass the check of their own pending days.
  const conversation = await conversationAbout(trx, renter, payload.itemId);
  if (await hasPendingOverlapOf(trx, payload.itemId, renter.id, spanOf(payload))) throw conflict(payload.hours ? copy.overlapsOwnHours : copy.overlapsOwnRequest);
  const at = now();
  const written = await insertBooking(trx, {
    id,
    itemId: payload.itemId,
    renterId: renter.id,
    conversationId: conversation.id,
    startDate: payload.startDate,
    endDate: payload.endDate,
    span: spanOf(payload),
    byHour: payload.hours !== null,
    message: payload.message || null,
    createdAt: at,
  });
  if (!written) {
    // The same id arrived twice at once and the other request won: answer as to any repeat.
    const replay = await earlierRequest(trx, renter, id, payload);
    if (!replay) throw new Error(`booking ${id} was neither written nor found`);
    return replay;
  }
  // No words of the renter's: the message says the dates for them, in their language, as if they had written it.
  const words = (await copyForUser(trx, renter.id)).bookings;
  const asked = payload.hours ? words.requestHoursMessage(words.hoursSpan(payload.hours.startsAt, payload.hours.endsAt)) : words.requestMessage(payload.startDate, payload.endDate);
  const body = payload.message || asked;
  await postBookingMessage(trx, renter, conversation, id, body);
  const booking = await findBookingFacts(trx, id);
  if (!booking) throw new Error(`booking ${id} vanished inside its own transaction`);
  await alertOtherParty(trx, booking, 'requested', renter, at);
  return bookingAsSeenBy(trx, renter, id);
}

/** The listing's calendar lock (its row), taken before the booking's row (see the header). */
const lockCalendar = (trx: Knex.Transaction, itemId: string): Promise<LockedListing | undefined> => lockListing(trx, itemId);

/** The booking's row, locked, as it is once the locks before it were taken. */
async function relock(trx: Knex.Transaction, id: string): Promise<BookingFacts> {
  const booking = await findBookingFacts(trx, id, true);
  if (!booking) throw notFound();
  return booking;
}

/** Turns the exclusion constraint's refusal into the 409 a client can act on (PGlite and PostgreSQL alike). */
async function markAccepted(trx: Knex.Transaction, booking: BookingFacts, at: Date): Promise<void> {
  try {
    // A savepoint, so the refusal does not poison the transaction before the answer is made.
    await trx.transaction((savepoint) => setBookingStatus(savepoint, booking.id, { status: 'accepted' }, at));
  } catch (error) {
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === EXCLUSION_VIOLATION) throw conflict(booking.byHour ? copy.hoursConflict : copy.conflict);
    throw error;
  }
}

/**
 * POST /api/bookings/{id}/accept: the owner accepts a pending request. Every other pending request of
 * the listing sharing a day with it is declined in the same transaction ("Dates no longer available"),
 * and each renter is told.
 */
export async function acceptBooking(trx: Knex.Transaction, owner: User, id: string): Promise<Booking> {
  const found = await requireParty(trx, owner, id);
  authorize(owner, 'booking.decide', found);
  const listing = await lockCalendar(trx, found.itemId);
  const booking = await relock(trx, id);
  if (booking.status !== 'pending') throw closed(copy.notPending);
  if (!listing || listing.deleted) throw closed(copy.listingGone);
  const at = now();
  // A booking by days may be accepted on its first day; one by the hour only before its start.
  if (booking.byHour ? Date.parse(booking.startsAt) <= at.getTime() : booking.startDate < today()) throw closed(booking.byHour ? copy.startTimePassed : copy.startInPast);
  if ((await blockedRanges(trx, booking.itemId, booking.startDate, booking.endDate)).length) throw conflict(copy.blockedConflict);
  await markAccepted(trx, booking, at);
  await alertOtherParty(trx, booking, 'accepted', owner, at);
  const clashing = await lockPendingOverlapping(trx, booking.itemId, booking, id);
  if (clashing.length) {
    await setBookingStatus(trx, clashing.map((other) => other.id), { status: 'declined', reason: DATES_TAKEN_REASON }, at);
    for (const other of clashing) await alertOtherParty(trx, other, 'declined', owner, at);
  }
  await markListingChanged(trx, booking.itemId);
  return bookingAsSeenBy(trx, owner, id);
}

/** POST /api/bookings/{id}/decline: the owner turns down a pending request. */
export async function declineBooking(trx: Knex.Transaction, owner: User, id: string, payload: BookingReasonPayload): Promise<Booking> {
  const found = await requireParty(trx, owner, id);
  authorize(owner, 'booking.decide', found);
  const booking = await relock(trx, id);
  if (booking.status !== 'pending') throw closed(copy.notPending);
  const at = now();
  await setBookingStatus(trx, id, { status: 'declined', reason: payload.reason || null }, at);
  await alertOtherParty(trx, booking, 'declined', owner, at);
  return bookingAsSeenBy(trx, owner, id);
}

/**
 * POST /api/bookings/{id}/cancel: either party calls it off before its first day. A renter may
 * withdraw a pending request or cancel an accepted booking; an owner cancels only accepted bookings
 * (their answer to a request is decline). Cancelling an accepted booking frees its days.
 */
export async function cancelBooking(trx: Knex.Transaction, user: User, id: string, payload: BookingReasonPayload): Promise<Booking> {
  const found = await requireParty(trx, user, id);
  await lockCalendar(trx, found.itemId);
  const booking = await relock(trx, id);
  const side = booking.ownerId === user.id ? 'owner' : 'renter';
  if (booking.status !== 'pending' && booking.status !== 'accepted') throw closed(copy.notCancellable);
  if (side === 'owner' && booking.status === 'pending') throw closed(copy.ownerDeclinesPending);
  const at = now();
  // A booking by days starts at India's midnight of its first day, one by the hour at its start time.
  if (Date.parse(booking.startsAt) <= at.getTime()) throw closed(copy.alreadyStarted);
  await setBookingStatus(trx, id, { status: 'cancelled', reason: payload.reason || null, cancelledBy: side }, at);
  await alertOtherParty(trx, booking, 'cancelled', user, at);
  if (booking.status === 'accepted') await markListingChanged(trx, booking.itemId);
  return bookingAsSeenBy(trx, user, id);
}

/**
 * An account being deleted: its open requests are declined (as their owner) or withdrawn (as their
 * renter, whatever their first day: a request left unanswered past it is withdrawn too, which a
 * renter's own cancel would refuse), and its accepted bookings not yet begun are cancelled, each other
 * party told as at any decision. Bookings already under way stay as they are.
 */
export async function closeBookingsOfLeavingUser(trx: Knex.Transaction, user: User): Promise<number> {
  const open = await openBookingsOf(trx, user.id, now());
  for (const { id, status, ownerId } of open) {
    if (status === 'accepted') await cancelBooking(trx, user, id, { reason: '' });
    else if (ownerId === user.id) await declineBooking(trx, user, id, { reason: '' });
    else await withdrawRequest(trx, user, id);
  }
  return open.length;
}

/** A renter's pending request withdrawn, its owner told; no date rule applies (its account is going). */
async function withdrawRequest(trx: Knex.Transaction, renter: User, id: string): Promise<void> {
  const booking = await relock(trx, id);
  const at = now();
  await setBookingStatus(trx, id, { status: 'cancelled', reason: null, cancelledBy: 'renter' }, at);
  await alertOtherParty(trx, booking, 'cancelled', renter, at);
}
