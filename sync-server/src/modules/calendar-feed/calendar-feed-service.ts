/**
 * The private iCalendar feed of a listing's accepted bookings: the owner subscribes to its secret
 * address in their calendar app, which fetches it without a session.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { apiPaths, type CalendarFeed, type User } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { copyForUser } from '../../copy/user-copy.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import { authorize } from '../../policy/policy.ts';
import { publicName } from '../users/index.ts';
import { acceptedBookings, findFeedListing, listingByFeedTokenHash, saveFeedSecret } from './calendar-feed-repo.ts';
import { renderCalendar } from './ical.ts';

/*
 * The address's token is an HMAC, under the server's session secret, of the listing and a random nonce
 * made on the owner's first ask; the database keeps the nonce and the token's SHA-256 (as it keeps
 * session ids), so it alone opens no feed, while the owner can be shown the address again. A reset
 * makes a new nonce and the old address stops working; so does a new SESSION_SECRET.
 */

/** An HMAC-SHA-256 in base64url: 43 characters of A–Z, a–z, 0–9, - and _. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const tokenOf = (serverSecret: string, itemId: string, nonce: string): string => createHmac('sha256', serverSecret).update(`calendar-feed:${itemId}:${nonce}`).digest('base64url');
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new secret for the listing: its nonce, and the token and hash made from it. */
function newSecret(serverSecret: string, itemId: string): { nonce: string; token: string; tokenHash: string } {
  const nonce = randomBytes(16).toString('base64url');
  const token = tokenOf(serverSecret, itemId, nonce);
  return { nonce, token, tokenHash: hashOf(token) };
}

/** `origin`: the address the owner's app reached the server by (behind a trusted proxy, the public https one). */
const feedOf = (origin: string, token: string): CalendarFeed => ({ url: `${origin}${apiPaths.calendarFeed(token)}` });

async function ownedListing(db: Knex, user: User | undefined, itemId: string) {
  const listing = await findFeedListing(db, itemId);
  if (!listing) throw new AppError(404, 'not-found', serverMessages.notFound.item);
  authorize(user, 'listing.calendar-feed', listing);
  return listing;
}

/** The feed's address, its secret made on the first ask (two first asks at once get the same one). */
export async function feedAddress(trx: Knex.Transaction, user: User, itemId: string, origin: string, serverSecret: string): Promise<CalendarFeed> {
  const listing = await ownedListing(trx, user, itemId);
  if (listing.nonce) return feedOf(origin, tokenOf(serverSecret, itemId, listing.nonce));
  const secret = newSecret(serverSecret, itemId);
  if (await saveFeedSecret(trx, itemId, secret, true)) return feedOf(origin, secret.token);
  const made = await findFeedListing(trx, itemId);
  if (!made?.nonce) throw new AppError(404, 'not-found', serverMessages.notFound.item);
  return feedOf(origin, tokenOf(serverSecret, itemId, made.nonce));
}

/** A new secret: whoever had the old address (a shared link, a lost phone) no longer sees the bookings. */
export async function resetFeed(trx: Knex.Transaction, user: User, itemId: string, origin: string, serverSecret: string): Promise<CalendarFeed> {
  await ownedListing(trx, user, itemId);
  const secret = newSecret(serverSecret, itemId);
  await saveFeedSecret(trx, itemId, secret, false);
  return feedOf(origin, secret.token);
}

/** The iCalendar document a secret opens; any other secret (or a deleted listing's) is a 404. */
export async function feedDocument(db: Knex, token: string): Promise<string> {
  const listing = TOKEN_PATTERN.test(token) ? await listingByFeedTokenHash(db, hashOf(token)) : undefined;
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
      times: booking.times,
      summary: copy.feedEvent.summary(publicName(booking.renterName), listing.title),
      stamp: booking.updatedAt,
    })),
  });
}
