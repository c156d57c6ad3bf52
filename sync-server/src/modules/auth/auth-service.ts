/** Use cases of accounts: register and sign in. */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { User } from '@shared/api.ts';
import type { LoginPayload, RegistrationPayload } from '@shared/schemas/auth.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import type { Commit } from '../../middleware/transaction.ts';
import { findUserForLogin, insertUser } from '../users/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { admitSignInAttempt, signInSucceeded } from './throttle.ts';

/** Where a sign-in comes from: its address, and whether the device signed in to an account before. */
export interface SignInOrigin {
  ip: string;
  knownDevice: (accountId: string) => boolean;
}

/**
 * Hashes the password (argon2id: tens of milliseconds) before any transaction opens, then writes the
 * account in the one `commit` the route gives: on PGlite's single connection a transaction held
 * through the hash would stall every other request.
 */
export async function register(commit: Commit, payload: RegistrationPayload): Promise<User> {
  const passwordHash = await hashPassword(payload.password);
  // Uniqueness is left to the database's indexes: the error handler turns a violation into a 409.
  return commit((trx) => insertUser(trx, { id: uuidv7(), ...payload, passwordHash }));
}

/**
 * The attempt is counted before the password is checked (throttle.ts), so parallel guesses queue for
 * the same few tries that serial ones get.
 */
export async function signIn(db: Knex, payload: LoginPayload, origin: SignInOrigin): Promise<User> {
  const found = await findUserForLogin(db, payload.username);
  // Throttle by account id when the account exists, so a username and its email share one counter.
  const account = found?.user.id ?? payload.username;
  const attempt = await admitSignInAttempt(db, account, origin.ip, found ? origin.knownDevice(found.user.id) : false);
  const valid = await verifyPassword(found?.passwordHash ?? null, payload.password);
  if (!found || !valid) throw new AppError(401, 'invalid-credentials', serverMessages.errors.invalidCredentials);
  await signInSucceeded(db, attempt);
  return found.user;
}
