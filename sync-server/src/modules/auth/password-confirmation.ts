/**
 * A signed-in account proving it is its owner's before a change only the owner may make (a new
 * password, a new email, the account's deletion). Every try is counted first and committed on its
 * own, a wrong one too, so a stolen session cannot guess the password.
 */
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import { passwordResetMessages } from '@shared/messages/password-reset.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import { admitHit, type RateLimit } from '../../rate-limit/rate-limit.ts';
import { findUserForLogin } from '../users/index.ts';
import { verifyPassword } from './passwords.ts';

export interface StoredAccount {
  user: User;
  passwordHash: string | null;
}

/** Counts the try against `limit` (committed before anything is checked), then reads the account as stored. */
export async function accountAfterCountedTry(db: Knex, user: User, limit: RateLimit): Promise<StoredAccount> {
  await db.transaction((trx) => admitHit(trx, [limit]));
  const account = await findUserForLogin(db, user.username);
  if (!account) throw new AppError(401, 'not-signed-in', serverMessages.errors.notSignedIn);
  return account;
}

/** 400 wrong-password under `field` unless `password` is the account's. */
export async function refuseWrongPassword(account: StoredAccount, password: string, field: string): Promise<void> {
  if (await verifyPassword(account.passwordHash, password)) return;
  const message = passwordResetMessages.errors.wrongPassword;
  throw new AppError(400, 'wrong-password', message, { [field]: message }, undefined, { fieldCodes: { [field]: 'wrong-password' } });
}

/** Both: the try counted, then the password checked; the account as stored. */
export async function confirmOwnPassword(db: Knex, user: User, password: string, check: { limit: RateLimit; field: string }): Promise<StoredAccount> {
  const account = await accountAfterCountedTry(db, user, check.limit);
  await refuseWrongPassword(account, password, check.field);
  return account;
}
