/**
 * Deleting an account, confirmed with its password (or, for an account that signs in only through a
 * provider, a sign-in of the last few minutes). It erases the person: profile, picture, sign-in
 * identities, sessions, push subscriptions, favourites, documents and their photos, notifications,
 * support requests; their listings are deleted as they would delete them; their open booking requests
 * are declined or withdrawn and their accepted bookings not yet begun cancelled, each other party told.
 * What others keep — conversations, bookings, reviews — stays, with the person shown as "Deleted user";
 * payments stay with what the tax law needs (amount, plan, receipt, dates). The email and username are
 * free again at once.
 */
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import { accountMessages } from '@shared/messages/account.ts';
import type { AccountDeletion } from '@shared/schemas/auth.ts';
import { now } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';
import { accountAfterCountedTry, refuseWrongPassword } from '../auth/index.ts';
import { closeBookingsOfLeavingUser } from '../bookings/index.ts';
import { deleteListingsOfLeavingUser } from '../items/index.ts';
import { deleteOwnMedia, deleteOwnRows, eraseAccountRow, eraseFromOthersRecords, markSessionsDeleted, type ErasedMedia } from './account-deletion-repo.ts';

/** Tries an account may make in an hour (each checks the password). */
export const DELETION_TRIES_PER_HOUR = 10;
/** How recent a provider sign-in must be to confirm a deletion without a password. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

const t = accountMessages.errors;

const triesLimit = (userId: string): RateLimit => ({ key: `account-delete:${userId}`, max: DELETION_TRIES_PER_HOUR, windowSeconds: 3600, refusal: t.throttled });

/**
 * Checks the confirmation: every try is counted first, on its own, so a stolen session cannot guess the
 * password. `signedInAt`: when this session signed in (ms), for an account without a password.
 */
export async function confirmDeletion(db: Knex, user: User, payload: AccountDeletion, signedInAt: number | undefined): Promise<void> {
  const account = await accountAfterCountedTry(db, user, triesLimit(user.id));
  if (account.passwordHash !== null) return refuseWrongPassword(account, payload.password ?? '', 'password');
  if (signedInAt === undefined || now().getTime() - signedInAt > RECENT_SIGN_IN_MS) throw new AppError(403, 'recent-sign-in-required', t.signInAgain);
}

/** The deletion itself, in one transaction; answers the stored files to remove once it is committed. */
export async function deleteAccount(trx: Knex.Transaction, user: User): Promise<ErasedMedia[]> {
  await closeBookingsOfLeavingUser(trx, user);
  await deleteListingsOfLeavingUser(trx, user);
  await eraseFromOthersRecords(trx, user.id);
  await deleteOwnRows(trx, user.id);
  const media = await deleteOwnMedia(trx, user.id);
  await markSessionsDeleted(trx, user.id);
  await eraseAccountRow(trx, user.id, now());
  return media;
}
