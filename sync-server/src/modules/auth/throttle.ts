/**
 * Sign-in throttling that slows attackers without locking real users out (DESIGN.md §6): failures are
 * counted per account+IP (tight), per account (loose, against attacks from many addresses) and per IP
 * (loose, against one address trying many accounts). Blocks are short pauses that grow, never a lockout.
 */
import type { Knex } from 'knex';
import { messages } from '@shared/messages.ts';
import { AppError } from '../../errors.ts';
import { blockedUntil, clearKeys, recordFailure, type ThrottleRule } from './throttle-repo.ts';

const WINDOW_SECONDS = 15 * 60;
const BASE_PAUSE_SECONDS = 30;
const MAX_PAUSE_SECONDS = 15 * 60;

function rulesFor(account: string, ip: string): ThrottleRule[] {
  const name = account.trim().toLowerCase();
  return [
    { key: `account-ip:${name}|${ip}`, allowed: 5 },
    { key: `account:${name}`, allowed: 20 },
    { key: `ip:${ip}`, allowed: 50 },
  ];
}

export async function assertNotThrottled(db: Knex, account: string, ip: string): Promise<void> {
  const until = await blockedUntil(db, rulesFor(account, ip).map((rule) => rule.key));
  if (!until) return;
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  throw new AppError(429, 'throttled', messages.errors.throttled(Math.ceil(seconds / 60)), undefined, {
    'Retry-After': String(seconds),
  });
}

export function recordLoginFailure(db: Knex, account: string, ip: string): Promise<void> {
  return recordFailure(db, rulesFor(account, ip), WINDOW_SECONDS, BASE_PAUSE_SECONDS, MAX_PAUSE_SECONDS);
}

/** A successful sign-in forgives this device's failures for the account. */
export function recordLoginSuccess(db: Knex, account: string, ip: string): Promise<void> {
  const [accountAndIp] = rulesFor(account, ip);
  return clearKeys(db, accountAndIp ? [accountAndIp.key] : []);
}
