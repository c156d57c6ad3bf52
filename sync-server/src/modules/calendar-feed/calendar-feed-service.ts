/**
 * The private iCalendar feed of a listing's accepted bookings (issue 12): the owner subscribes to its
 * secret address in their calendar app, which fetches it without a session. The secret (32 random
 * bytes) is made on the owner's first ask; a reset makes a new one and the old address stops working.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { apiPaths, type CalendarFeed, type User } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { copyForUser } from '../../copy/user-copy.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import { authorize } from '../../policy/policy.ts';
import { publicName } from '../reviews/review-repo.ts';
import { acceptedBookings, findFeedListing, listingByFeedToken, saveFeedToken } from './calendar-feed-repo.ts';
import { renderCalendar } from './ical.ts';

/** 32 random bytes in base64url: 43 characters of A–Z, a–z, 0–9, - and _. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newToken = (): string => randomBytes(32).toString('base64url');

/** `origin`: the address the owner's app reached the server by (behind a trusted proxy, the public https one). */
const feedOf = (origin: string, token: string): CalendarFeed => ({ url: `${origin}${apiPaths.calendarFeed(token)}` });

async function ownedListing(db: Knex, user: User | undefined, itemId: string) {
  const listing = await findFeedListing(db, itemId);
  if (!listing) throw new AppError(404, 'not-found', serverMessages.notFound.item);
  authorize(user, 'listing.calendar-feed', listing);
  return listing;
}

/** The feed's address, its secret made on the first ask (two first asks at once get the same one). */
export async function feedAddress(trx: Knex.Transaction, user: User, itemId: string, origin: string): Promise<CalendarFeed> {
  const listing = await ownedListing(trx, user, itemId);
  if (listing.token) return feedOf(origin, listing.token);
  const token = newToken();
  if (await saveFeedToken(trx, itemId, token, true)) return feedOf(origin, token);
  const made = await findFeedListing(trx, itemId);
  if (!made?.token) throw new AppError(404, 'not-found', serverMessages.notFound.item);
  return feedOf(origin, made.token);
}

/** A new secret: whoever had the old address (a shared link, a lost phone) no longer sees the bookings. */
export async function resetFeed(trx: Knex.Transaction, user: User, itemId: string, origin: string): Promise<CalendarFeed> {
  await ownedListing(trx, user, itemId);
  const token = newToken();
  await saveFeedToken(trx, itemId, token, false);
  return feedOf(origin, token);
}

/** The iCalendar document a secret opens; any other secret (or a deleted listing's) is a 404. */
export async function feedDocument(db: Knex, token: string): Promise<string> {
  const listing = TOKEN_PATTERN.test(token) ? await listingByFeedToken(db, token) : undefined;
  if (!listing) throw new AppError(404, 'not-found', bookingMessages.server.feedNotFound);
  const bookings = await acceptedBookings(db, listing.id);
  // The feed is the owner's: its names are in the owner's language.
  const copy = (await copyForUser(db, listing.ownerId)).bookings;
  return renderCalendar({
    productId: '-//Kiraya//Bookings//EN',
    name: copy.feedEvent.calendarName(listing.title),
    events: bookings.map((booking) => ({
      uid: `${booking.id}@kiraya`,
      start: booking.start,
      end: booking.end,
      summary: copy.feedEvent.summary(publicName(booking.renterName), listing.title),
      stamp: booking.updatedAt,
    })),
  });
}
