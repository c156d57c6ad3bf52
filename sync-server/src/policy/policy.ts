/**
 * Who may do what, in one table (DESIGN.md §13): every route and service asks `authorize(user, action,
 * resource)` instead of comparing owner ids and roles itself. Each action names the resource it is
 * judged on — only the fields a rule needs, loaded by the caller inside the request's transaction — and
 * the message a refusal answers. New kinds of records (bookings, messages, documents, payments) add
 * their actions here: an entry in `Resources` and a rule in `rules`.
 */
import type { User } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../errors.ts';

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
  // Not administrators: media is the owner's own (DESIGN.md §9), and an upload attaches only to its uploader's listing.
  'listing.add-media': { allows: (user, listing) => listing.ownerId === undefined || listing.ownerId === user.id, refusal: serverMessages.forbidden.addListingMedia },
  'profile.change': { allows: (user, profile) => profile.userId === user.id || isAdmin(user), refusal: serverMessages.forbidden.changeProfile },
  'profile.see-private': { allows: (user, profile) => profile.userId === user.id || isAdmin(user), refusal: messages.errors.forbidden },
  'profile.see-booking-counts': { allows: (user, profile) => profile.userId === user.id || isAdmin(user), refusal: serverMessages.forbidden.seeBookingCounts },
  'upload.use-link': { allows: (user, link) => link.issuedTo === user.id, refusal: serverMessages.forbidden.useUploadLink },
};

/** Whether the user (undefined: not signed in) may do this; for answers that only show more or less. */
export function can<A extends Action>(user: User | undefined, action: A, resource: Resources[A]): boolean {
  return user !== undefined && rules[action].allows(user, resource);
}

/** Returns the user when they may do this; otherwise throws the 401 (not signed in) or 403 to answer. */
export function authorize<A extends Action>(user: User | undefined, action: A, resource: Resources[A]): User {
  if (!user) throw new AppError(401, 'not-signed-in', messages.errors.notSignedIn);
  if (!rules[action].allows(user, resource)) throw new AppError(403, 'forbidden', rules[action].refusal);
  return user;
}
