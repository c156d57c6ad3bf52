/**
 * Who a provider's identity signs in as. An identity is (issuer, subject): once linked it always signs
 * in to its account. A new identity whose email an account already uses is linked only when the
 * provider says the email is verified AND the person proves the account is theirs (signed in to it, or
 * its password); otherwise a new account is made.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { User } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import type { ProviderRefusal } from '@shared/messages/provider-sign-in.ts';
import { AppError } from '../../../errors.ts';
import { findUserById, insertUser } from '../../users/index.ts';
import { signIn, type SignInOrigin } from '../auth-service.ts';
import { findIdentityOwner, findPasswordAccount, findUserIdByEmail, insertIdentity, takenUsernames } from './identity-repo.ts';
import type { ProviderIdentity } from './provider-client.ts';

/*
 * A new account takes the provider's email only when the provider verified it; else its person gives
 * one (never an unverified claim, which would let anyone take an address, and with it the real owner's
 * sign-up).
 */

export type ProviderSignInOutcome =
  | { kind: 'signed-in'; user: User }
  | { kind: 'confirm-link'; account: User; email: string }
  | { kind: 'choose-email' }
  | { kind: 'refused'; reason: ProviderRefusal };

/** What a new account is made from: the identity, and the provider's suggestions for its names. */
export type NewIdentity = Pick<ProviderIdentity, 'issuer' | 'subject'> & { preferredUsername?: string | undefined; name?: string | undefined };

/** PostgreSQL's unique violation: a parallel sign-in made the same identity or username first. */
const isUniqueViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Runs `step` again after a lost race: the winner's rows are then found (or the next free username). */
async function retryingRaces<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** Called once before a new account is made (the sign-up limit): throws to refuse it. */
export type AdmitSignUp = () => Promise<void>;

export function resolveProviderIdentity(db: Knex, identity: ProviderIdentity, signedIn: User | undefined, admitSignUp: AdmitSignUp): Promise<ProviderSignInOutcome> {
  return retryingRaces(() => resolveOnce(db, identity, signedIn, admitSignUp));
}

/** The account an identity already signs in to, if any. */
async function ownerOf(db: Knex, identity: Pick<ProviderIdentity, 'issuer' | 'subject'>): Promise<User | undefined> {
  const ownerId = await findIdentityOwner(db, identity);
  return ownerId ? findUserById(db, ownerId) : undefined;
}

async function resolveOnce(db: Knex, identity: ProviderIdentity, signedIn: User | undefined, admitSignUp: AdmitSignUp): Promise<ProviderSignInOutcome> {
  const owner = await ownerOf(db, identity);
  if (owner) return { kind: 'signed-in', user: owner };
  const email = identity.email;
  if (!email) return { kind: 'refused', reason: 'no-email' };
  const accountId = await findUserIdByEmail(db, email);
  if (accountId) {
    if (!identity.emailVerified) return { kind: 'refused', reason: 'email-not-verified' };
    const account = await findUserById(db, accountId);
    if (!account) return { kind: 'refused', reason: 'invalid-answer' };
    if (signedIn?.id !== account.id) return { kind: 'confirm-link', account, email };
    await linkIdentity(db, identity, account.id);
    return { kind: 'signed-in', user: account };
  }
  if (!identity.emailVerified) return { kind: 'choose-email' };
  await admitSignUp();
  return { kind: 'signed-in', user: await createAccount(db, identity, email, email) };
}

/**
 * A new account for the identity with `email`; `identityEmail` is what the identity row keeps of the
 * provider's claim. An email the provider verified counts as confirmed; one the person typed waits for
 * the link mailed to it.
 */
async function createAccount(db: Knex, identity: NewIdentity, email: string, identityEmail: string | null): Promise<User> {
  const username = await freeUsername(db, identity.preferredUsername ?? email.split('@')[0] ?? '');
  return db.transaction(async (trx) => {
    const created = await insertUser(trx, { id: uuidv7(), username, email, fullName: fullNameOf(identity, username), passwordHash: null, emailConfirmed: identityEmail !== null });
    await insertIdentity(trx, { issuer: identity.issuer, subject: identity.subject, userId: created.id, email: identityEmail });
    return created;
  });
}

/**
 * The new account of an identity whose provider verified no email, with the email its person gave
 * (normalised by the sign-up rules). An email an account already uses is refused: the person signs in
 * to that account instead. The identity keeps none of the provider's unverified claim.
 */
export function createAccountWithEmail(db: Knex, identity: NewIdentity, email: string, admitSignUp: AdmitSignUp): Promise<{ kind: 'signed-in'; user: User } | { kind: 'email-taken' }> {
  return retryingRaces(async () => {
    // Finished meanwhile in another tab: that account it is.
    const owner = await ownerOf(db, identity);
    if (owner) return { kind: 'signed-in', user: owner };
    if (await findUserIdByEmail(db, email)) return { kind: 'email-taken' };
    await admitSignUp();
    return { kind: 'signed-in', user: await createAccount(db, identity, email, null) };
  });
}

async function linkIdentity(db: Knex, identity: Pick<ProviderIdentity, 'issuer' | 'subject' | 'email'>, userId: string): Promise<void> {
  await insertIdentity(db, { issuer: identity.issuer, subject: identity.subject, userId, email: identity.email ?? null });
}

/**
 * The person proves the account is theirs with its password (counted by the sign-in throttle like
 * any password sign-in); then the identity is linked and signs in to it from now on.
 */
export async function linkByPassword(
  db: Knex,
  link: { issuer: string; subject: string; email: string; userId: string },
  password: string,
  origin: SignInOrigin,
): Promise<Extract<ProviderSignInOutcome, { kind: 'signed-in' | 'refused' }>> {
  const account = await findPasswordAccount(db, link.userId);
  if (!account) return { kind: 'refused', reason: 'expired-attempt' };
  if (!account.hasPassword) return { kind: 'refused', reason: 'no-password' };
  let user: User;
  try {
    user = await signIn(db, { username: account.username, password }, origin);
  } catch (error) {
    if (error instanceof AppError && error.status === 401) return { kind: 'refused', reason: 'wrong-password' };
    throw error;
  }
  if (user.id !== link.userId) return { kind: 'refused', reason: 'wrong-password' };
  await linkIdentity(db, link, user.id);
  return { kind: 'signed-in', user };
}

/** A username in the registration form's alphabet and lengths, from the provider's suggestion. */
export function usernameBase(suggestion: string): string {
  let base = suggestion.replace(/[^A-Za-z0-9._-]/g, '').slice(0, limits.usernameMax);
  if (base.length < limits.usernameMin) base = `${base}user`.slice(0, limits.usernameMax);
  return base;
}

/** The base itself when free, else the base with the lowest free number (kept within the length cap). */
async function freeUsername(db: Knex, suggestion: string): Promise<string> {
  const base = usernameBase(suggestion);
  for (let from = 1; from < 10_000; from += 50) {
    const candidates = Array.from({ length: 50 }, (_, i) => {
      const n = from + i;
      if (n === 1) return base;
      const suffix = String(n);
      return base.slice(0, limits.usernameMax - suffix.length) + suffix;
    });
    const taken = await takenUsernames(db, candidates);
    const free = candidates.find((name) => !taken.has(name.toLowerCase()));
    if (free) return free;
  }
  return `${base.slice(0, limits.usernameMax - 9)}-${uuidv7().slice(-8)}`;
}

function fullNameOf(identity: NewIdentity, username: string): string {
  const name = identity.name?.replace(/\s+/g, ' ').slice(0, limits.fullNameMax).trim();
  return name && name.length >= limits.fullNameMin ? name : username;
}
