/**
 * Sign-in throttling that slows password guessing without locking real users out.
 */
import type { Knex } from 'knex';
import { serverMessages } from '@shared/messages/server.ts';
import { throttledError } from '../../errors.ts';
import { countAttempt, deleteForgottenCounters, uncountAttempt, type Backoff, type CounterRule } from './throttle-repo.ts';

/*
 * Every attempt is counted as a failure BEFORE its password is checked, in one locking step shared by
 * all server processes (the counters live in the database), and taken back when the password is right.
 * So thirty guesses sent at once get no more checks than thirty sent one after another.
 *
 * Three counters, with the limits below (docs/architecture.md, "Sign-in limits", says the same):
 * - account + address: the tight one. It is what a guesser meets, and it touches nobody else — on
 *   Indian mobile networks thousands of phones share one public address (carrier-grade NAT).
 * - account: looser, against one account guessed from many addresses.
 * - address: a high ceiling, against one address guessing across many accounts.
 * A device that has signed in to the account before (a signed cookie says so) is held only to the
 * first: other accounts' failures behind its address, or an attack on its account from elsewhere, never
 * refuse it. Pauses double from 30 s up to 15 minutes; a counter forgets after an hour without failures.
 */

export const SIGN_IN_LIMITS = {
  /** Free failures for one account from one address. */
  accountAndAddress: 5,
  /** Free failures for one account from all addresses together. */
  account: 30,
  /** Free failures from one address across all accounts: hundreds, for an address many phones share. */
  address: 300,
  backoff: { firstPauseSeconds: 30, maxPauseSeconds: 15 * 60, forgetAfterSeconds: 60 * 60 } satisfies Backoff,
} as const;

export interface SignInAttempt {
  /** The tight counter, forgotten when the password is right. */
  accountAndAddress: CounterRule;
  /** Counters that lose this attempt again when the password is right. */
  shared: CounterRule[];
}

function attemptFor(account: string, ip: string, knownDevice: boolean): SignInAttempt {
  const name = account.trim().toLowerCase();
  const shared: CounterRule[] = [
    { key: `account:${name}`, freeFailures: SIGN_IN_LIMITS.account },
    { key: `ip:${ip}`, freeFailures: SIGN_IN_LIMITS.address },
  ];
  return {
    accountAndAddress: { key: `account-ip:${name}|${ip}`, freeFailures: SIGN_IN_LIMITS.accountAndAddress },
    shared: knownDevice ? [] : shared,
  };
}

/**
 * The counters must commit on their own: inside a request's transaction a refused sign-in would roll
 * its own failure back (and on PGlite's one connection, this would wait for itself).
 */
function assertOwnConnection(db: Knex): void {
  if (db.isTransaction) throw new Error('sign-in throttling needs the root database handle, not a transaction');
}

/** Counts the attempt before the password is checked; 429 with Retry-After while a counter is paused. */
export async function admitSignInAttempt(db: Knex, account: string, ip: string, knownDevice: boolean): Promise<SignInAttempt> {
  assertOwnConnection(db);
  const attempt = attemptFor(account, ip, knownDevice);
  const until = await countAttempt(db, [attempt.accountAndAddress, ...attempt.shared], SIGN_IN_LIMITS.backoff);
  if (!until) return attempt;
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  throw throttledError(serverMessages.errors.throttled(Math.ceil(seconds / 60)), seconds);
}

/** The password was right: this device's failures for the account are forgiven, the attempt uncounted. */
export function signInSucceeded(db: Knex, attempt: SignInAttempt): Promise<void> {
  assertOwnConnection(db);
  return uncountAttempt(db, [attempt.accountAndAddress.key], attempt.shared);
}

/**
 * Sign-ups from one client address: every sign-up counts (made or refused), so accounts cannot be
 * scripted by the hundred to sidestep per-account limits on messages, conversations and bookings.
 * `perAddress` come free, then sign-ups from that address pause, 5 minutes doubling to an hour; the
 * count forgets after an hour without any. Generous, as one address can be a whole mobile network's.
 */
export const SIGN_UP_BACKOFF = { firstPauseSeconds: 5 * 60, maxPauseSeconds: 60 * 60, forgetAfterSeconds: 60 * 60 } satisfies Backoff;

/** Counts a sign-up from `ip`; 429 with Retry-After while that address is paused. `perAddress` 0: no limit. */
export async function admitSignUp(db: Knex, ip: string, perAddress: number): Promise<void> {
  if (perAddress === 0) return;
  assertOwnConnection(db);
  const until = await countAttempt(db, [{ key: `sign-up-ip:${ip}`, freeFailures: perAddress }], SIGN_UP_BACKOFF);
  if (!until) return;
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  throw throttledError(serverMessages.errors.signUpThrottled(Math.ceil(seconds / 60)), seconds);
}

/** For the hourly sweep: counters that have forgotten their failures need no row. */
export function sweepForgottenSignInCounters(db: Knex): Promise<number> {
  return deleteForgottenCounters(db, SIGN_IN_LIMITS.backoff.forgetAfterSeconds);
}
