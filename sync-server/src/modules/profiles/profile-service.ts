/** A user's profile: reading it and its figures, and changing it, which also changes how their listings show them. */
import type { Knex } from 'knex';
import type { BookingCounts, User, UserStats } from '@shared/api.ts';
import type { LocalePayload } from '@shared/schemas/locale.ts';
import type { ProfilePayload } from '@shared/schemas/profile.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import { authorize, can } from '../../policy/policy.ts';
import { ownerShownOnListingsChanged } from '../items/index.ts';
import { findUserById, updateLocale, updateProfile } from '../users/index.ts';
import { requestCountsOfOwner } from '../bookings/index.ts';
import { userStats } from './profile-stats-repo.ts';

export const USER_NOT_FOUND = serverMessages.notFound.user;

export async function requireProfile(db: Knex, id: string): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) throw new AppError(404, 'not-found', USER_NOT_FOUND);
  return user;
}

/** A user's figures: others count only the listings they can see; the user and administrators count every one. */
export const profileStats = (db: Knex, viewer: User | undefined, id: string): Promise<UserStats> => userStats(db, id, !can(viewer, 'listing.see-unlisted', { ownerId: id }));

/** Booking requests per listing: only the owner themself (or an administrator) sees them. */
export async function bookingCountsOf(db: Knex, viewer: User | undefined, id: string): Promise<BookingCounts> {
  authorize(viewer, 'profile.see-booking-counts', { userId: id });
  return requestCountsOfOwner(db, id);
}

/**
 * Who changes a profile is the policy's to say. The owner's listings show the name and phone, so they
 * are marked changed in the same transaction: devices holding them learn of it through the changes
 * call, and cached lists are emptied.
 */
export async function changeProfile(trx: Knex.Transaction, viewer: User, id: string, profile: ProfilePayload): Promise<User> {
  authorize(viewer, 'profile.change', { userId: id });
  const updated = await updateProfile(trx, id, profile);
  if (!updated) throw new AppError(404, 'not-found', USER_NOT_FOUND);
  await ownerShownOnListingsChanged(trx, id);
  return updated;
}

/**
 * The account's language: only the user themself (or an administrator) sets it, like the rest of a
 * profile. A language a device reports stands only until the user chooses one.
 */
export async function changeLocale(trx: Knex.Transaction, viewer: User, id: string, { locale, chosen }: LocalePayload): Promise<User> {
  authorize(viewer, 'profile.change', { userId: id });
  const updated = await updateLocale(trx, id, locale, chosen);
  if (!updated) throw new AppError(404, 'not-found', USER_NOT_FOUND);
  return updated;
}
