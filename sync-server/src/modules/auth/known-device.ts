/**
 * "This device has signed in to this account before": a signed, HttpOnly cookie, sent only to the
 * sign-in call, listing the accounts last signed in to from this browser. Sign-in throttling holds such
 * a device only to its own counter, so nobody else's failures can refuse it (throttle.ts). It proves
 * nothing but a past sign-in: it never signs anyone in.
 */
import { apiPaths } from '@shared/api.ts';
import type { AppContext } from '../../types.ts';

const COOKIE = 'kiraya.known-device';
/** A shared family phone signs in to a few accounts; more than this and the oldest is dropped. */
const MAX_ACCOUNTS = 5;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function knownAccounts(ctx: AppContext): string[] {
  return (ctx.cookies.get(COOKIE, { signed: true }) ?? '').split('.').filter(Boolean);
}

export function isKnownDevice(ctx: AppContext, accountId: string | undefined): boolean {
  return accountId !== undefined && knownAccounts(ctx).includes(accountId);
}

export function rememberDevice(ctx: AppContext, accountId: string): void {
  const accounts = [accountId, ...knownAccounts(ctx).filter((id) => id !== accountId)].slice(0, MAX_ACCOUNTS);
  ctx.cookies.set(COOKIE, accounts.join('.'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.env === 'production',
    path: apiPaths.loginEmail,
    maxAge: ONE_YEAR_MS,
  });
}
