/**
 * A listing's calendar: the days taken between two days, for anyone (signed out too), and
 * the owner's blocked days. Blocking locks the listing the way accepting does (booking-service.ts), so
 * a day can never end up both blocked and booked.
 */
import type { Knex } from 'knex';
import type { ItemAvailability, User } from '@shared/api.ts';
import { addDays, daysBetween, type DayRange } from '@shared/booking-days.ts';
import { daySpan } from '@shared/booking-hours.ts';
import { limits } from '@shared/limits.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { serverMessages } from '@shared/messages/server.ts';
import type { BlockedDatesPayload } from '@shared/schemas/booking.ts';
import { today } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { authorize } from '../../policy/policy.ts';
import { markListingChanged } from '../items/index.ts';
import { acceptedSpans } from './booking-repo.ts';
import { blockedRanges, liveListingExists, lockListing, replaceBlockedRanges } from './calendar-repo.ts';

const itemNotFound = () => new AppError(404, 'not-found', serverMessages.notFound.item);

/** Overlapping and touching ranges joined into one ([1, 3) and [3, 5) make [1, 5)), earliest first. */
export function mergeRanges(ranges: readonly DayRange[]): DayRange[] {
  const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: DayRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = range.end > last.end ? range.end : last.end;
    else merged.push({ ...range });
  }
  return merged;
}

async function takenBetween(db: Knex, itemId: string, from: string, to: string): Promise<ItemAvailability> {
  const accepted = await acceptedSpans(db, itemId, daySpan(from, to));
  return { itemId, booked: accepted.days, bookedHours: accepted.hours, blocked: await blockedRanges(db, itemId, from, to), today: today() };
}

/** GET /api/items/{id}/availability: accepted bookings and blocked ranges sharing a day with [from, to). */
export async function availabilityOf(db: Knex, itemId: string, from: string, to: string): Promise<ItemAvailability> {
  if (daysBetween(from, to) > limits.availabilityDaysMax) {
    const message = bookingMessages.validation.rangeTooLong;
    throw new AppError(400, 'invalid-input', message, { to: message });
  }
  // A hidden listing's owner still manages its calendar.
  if (!(await liveListingExists(db, itemId))) throw itemNotFound();
  return takenBetween(db, itemId, from, to);
}

/**
 * PUT /api/items/{id}/blocked-dates: the owner's blocked ranges, merged, replace the earlier ones —
 * unless one covers a booked day: then nothing changes and the owner is told. Answers the calendar of
 * the next availabilityDaysMax days.
 */
export async function setBlockedDates(trx: Knex.Transaction, owner: User, itemId: string, payload: BlockedDatesPayload): Promise<ItemAvailability> {
  // The listing's row first, as every calendar writer takes it (booking-service.ts).
  const listing = await lockListing(trx, itemId);
  if (!listing || listing.deleted) throw itemNotFound();
  authorize(owner, 'listing.block-days', listing);
  const ranges = mergeRanges(payload.ranges);
  for (const range of ranges) {
    const accepted = await acceptedSpans(trx, itemId, daySpan(range.start, range.end));
    if (accepted.days.length || accepted.hours.length) throw new AppError(409, 'booking-conflict', bookingMessages.server.blockOverBooking);
  }
  await replaceBlockedRanges(trx, itemId, ranges);
  await markListingChanged(trx, itemId);
  const from = today();
  return takenBetween(trx, itemId, from, addDays(from, limits.availabilityDaysMax));
}
