/**
 * Who may do what, in one table: every route and service asks `authorize(user, action, resource)`
 * instead of comparing owner ids and roles itself. Each action names the resource it is judged on —
 * only the fields a rule needs, loaded by the caller inside the request's transaction — and the message
 * a refusal answers.
 */
import { reportMessages } from '@shared/messages/reports.ts';
import type { User } from '@shared/api.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { supportMessages } from '@shared/messages/support.ts';
import { AppError } from '../errors.ts';

/*
 * New kinds of records (bookings, messages, documents, payments) add their actions here: an entry in
 * `Resources` and a rule in `rules`.
 */

/** The resource each action is judged on. */
export interface Resources {
  /** Edit a listing. */
  'listing.change': { ownerId: string };
  /** Delete a listing. */
  'listing.delete': { ownerId: string };
  /** Upload photos or video for a listing; ownerId undefined: not saved yet (it becomes the uploader's). */
  'listing.add-media': { ownerId: string | undefined };
  /** Change an account's profile. */
  'profile.change': { userId: string };
  /** See an account's email and phone. */
  'profile.see-private': { userId: string };
  /** See the booking counts of an account's listings. */
  'profile.see-booking-counts': { userId: string };
  /** Send bytes to an upload link. */
  'upload.use-link': { issuedTo: string };
  /** Start a conversation about a listing (not one's own: the refusal is the own-listing 403). */
  'listing.message-owner': { ownerId: string };
  /** Read, write, mark read or block a conversation: its two parties only (others get a 404). */
  'conversation.take-part': { ownerId: string; renterId: string };
  /** Read, mark or delete a notification: its recipient only (others get a 404). */
  'notification.use': { userId: string };
  /** Request a booking of a listing (not one's own: the refusal is the own-listing 403). */
  'listing.book': { ownerId: string };
  /** Read or cancel a booking: its two parties only (others get a 404). */
  'booking.take-part': { ownerId: string; renterId: string };
  /** Accept or decline a booking request: the listing's owner. */
  'booking.decide': { ownerId: string };
  /** Block days of a listing's calendar: its owner. */
  'listing.block-days': { ownerId: string };
  /** Rate a booking: its two parties only (others get a 404). */
  'booking.review': { ownerId: string; renterId: string };
  /** See or reset a listing's private calendar feed: its owner only. */
  'listing.calendar-feed': { ownerId: string };
  /** Read, resubmit or see the photos of an identity document: its owner (others get a 404). */
  'document.own': { userId: string };
  /** See a document's photos: its owner or an administrator (others get a 404). */
  'document.see-photos': { userId: string };
  /** List every document, read full numbers of pending ones: administrators. */
  'documents.administer': Record<string, never>;
  /** Verify or reject a document: an administrator, never of their own document. */
  'document.decide': { userId: string };
  /** Verify, check out (test mode) or read a payment: the account that ordered it (others get a 404). */
  'payment.own': { userId: string | null };
  /** Read the support queue and answer its requests: administrators. */
  'support.administer': Record<string, never>;
  /** Read the marketplace's figures by day, category and city: administrators. */
  'analytics.read': Record<string, never>;
  /** Read the open reports and the moderators' log, act on reports, hide and restore listings: administrators. */
  'moderation.act': Record<string, never>;
  /** See a listing others cannot (hidden by a moderator, its owner suspended): its owner and administrators. */
  'listing.see-unlisted': { ownerId: string };
  /** Ask the moderators to look again at a hidden listing: its owner. */
  'listing.request-review': { ownerId: string };
  /** Suspend or restore an account, grant or revoke administrator: administrators, never on their own account. */
  'user.administer': { userId: string };
}

export type Action = keyof Resources;

interface Rule<R> {
  allows: (user: User, resource: R) => boolean;
  /** The 403's message. */
  refusal: string;
}

const isAdmin = (user: User): boolean => user.role === 'admin';

const rules: { readonly [A in Action]: Rule<Resources[A]> } = {
  'listing.change': { allows: (user, listing) => listing.ownerId === user.id || isAdmin(user), refusal: serverMessages.forbidden.changeListing },
  'listing.delete': { allows: (user, listing) => listing.ownerId === user.id || isAdmin(user), refusal: serverMessages.forbidden.changeListing },
  // Not administrators: media is the owner's own, and an upload attaches only to its uploader's listing.
  'listing.add-media': { allows: (user, listing) => listing.ownerId === undefined || listing.ownerId === user.id, refusal: serverMessages.forbidden.addListingMedia },
  'profile.change': { allows: (user, profile) => profile.userId === user.id || isAdmin(user), refusal: serverMessages.forbidden.changeProfile },
  'profile.see-private': { allows: (user, profile) => profile.userId === user.id || isAdmin(user), refusal: serverMessages.errors.forbidden },
  'profile.see-booking-counts': { allows: (user, profile) => profile.userId === user.id || isAdmin(user), refusal: serverMessages.forbidden.seeBookingCounts },
  'upload.use-link': { allows: (user, link) => link.issuedTo === user.id, refusal: serverMessages.forbidden.useUploadLink },
  'listing.message-owner': { allows: (user, listing) => listing.ownerId !== user.id, refusal: serverMessages.messaging.ownListing },
  // Not administrators either: messages are private between the two.
  'conversation.take-part': { allows: (user, conversation) => conversation.ownerId === user.id || conversation.renterId === user.id, refusal: serverMessages.errors.forbidden },
  'notification.use': { allows: (user, notification) => notification.userId === user.id, refusal: serverMessages.errors.forbidden },
  'listing.book': { allows: (user, listing) => listing.ownerId !== user.id, refusal: bookingMessages.server.ownListing },
  // Bookings are between their two parties, as conversations are: not administrators.
  'booking.take-part': { allows: (user, booking) => booking.ownerId === user.id || booking.renterId === user.id, refusal: serverMessages.errors.forbidden },
  'booking.decide': { allows: (user, booking) => booking.ownerId === user.id, refusal: bookingMessages.server.onlyOwnerDecides },
  'listing.block-days': { allows: (user, listing) => listing.ownerId === user.id, refusal: bookingMessages.server.onlyOwnerBlocks },
  'booking.review': { allows: (user, booking) => booking.ownerId === user.id || booking.renterId === user.id, refusal: serverMessages.errors.forbidden },
  // Not administrators: the feed's address is a secret that shows who rents the owner's things and when.
  'listing.calendar-feed': { allows: (user, listing) => listing.ownerId === user.id, refusal: bookingMessages.server.onlyOwnerCalendar },
  // Not administrators: they read documents through the admin calls, which record nothing but decisions.
  'document.own': { allows: (user, document) => document.userId === user.id, refusal: serverMessages.errors.forbidden },
  'document.see-photos': { allows: (user, document) => document.userId === user.id || isAdmin(user), refusal: serverMessages.errors.forbidden },
  'documents.administer': { allows: (user) => isAdmin(user), refusal: documentMessages.server.adminOnly },
  'document.decide': { allows: (user, document) => isAdmin(user) && document.userId !== user.id, refusal: documentMessages.server.ownDocument },
  // Not administrators: a payment is completed only by whoever pays.
  'payment.own': { allows: (user, payment) => payment.userId === user.id, refusal: serverMessages.errors.forbidden },
  'support.administer': { allows: (user) => isAdmin(user), refusal: supportMessages.server.adminOnly },
  'analytics.read': { allows: (user) => isAdmin(user), refusal: supportMessages.server.adminOnly },
  'moderation.act': { allows: (user) => isAdmin(user), refusal: supportMessages.server.adminOnly },
  'listing.see-unlisted': { allows: (user, listing) => listing.ownerId === user.id || isAdmin(user), refusal: serverMessages.notFound.item },
  'listing.request-review': { allows: (user, listing) => listing.ownerId === user.id, refusal: serverMessages.forbidden.changeListing },
  'user.administer': { allows: (user, account) => isAdmin(user) && account.userId !== user.id, refusal: reportMessages.server.notOnYourself },
};

/** Whether the user (undefined: not signed in) may do this; for answers that only show more or less. */
export function can<A extends Action>(user: User | undefined, action: A, resource: Resources[A]): boolean {
  return user !== undefined && rules[action].allows(user, resource);
}

/** Returns the user when they may do this; otherwise throws the 401 (not signed in) or 403 to answer. */
export function authorize<A extends Action>(user: User | undefined, action: A, resource: Resources[A]): User {
  if (!user) throw new AppError(401, 'not-signed-in', serverMessages.errors.notSignedIn);
  if (!rules[action].allows(user, resource)) throw new AppError(403, 'forbidden', rules[action].refusal);
  return user;
}
