/**
 * Password recovery. A request mails the account a link with a random token, kept only as its SHA-256
 * and valid for an hour, once; the answer is the same whether or not an account uses the email (the
 * work happens after the response, so not even its timing tells). Setting the new password through
 * the link ends every session of the account and starts a new one here.
 */
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import { passwordResetMessages } from '@shared/messages/password-reset.ts';
import type { PasswordResetConfirm } from '@shared/schemas/auth.ts';
import { now } from '../../clock.ts';
import { copyForUser } from '../../copy/user-copy.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';
import { endSessionsOf } from '../../session/session-store.ts';
import { findUserByEmail, findUserById, setPasswordHash } from '../users/index.ts';
import { linkTokenHash as tokenHash, newLinkToken } from './link-tokens.ts';
import { hashPassword } from './passwords.ts';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** The page of the app the link opens. */
export const RESET_PAGE = '/reset-password';

const HOUR = 3600;
/** Requests allowed per client address and per email address in an hour. */
export const RESET_REQUESTS_PER_ADDRESS = 20;
export const RESET_REQUESTS_PER_EMAIL = 3;

/** The limits of reset requests: per client address, and per email (whether or not an account uses it). */
export const resetRequestLimits = (ip: string, email: string): RateLimit[] => [
  { key: `password-reset-ip:${ip}`, max: RESET_REQUESTS_PER_ADDRESS, windowSeconds: HOUR, refusal: passwordResetMessages.errors.throttled },
  { key: `password-reset-email:${tokenHash(email)}`, max: RESET_REQUESTS_PER_EMAIL, windowSeconds: HOUR, refusal: passwordResetMessages.errors.throttled },
];

/** Mails a reset link to the account using `email`, if there is one; nothing otherwise. */
export async function mailResetLink(db: Knex, mailer: Mailer, publicUrl: string, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user?.email) return;
  const { token, hash } = newLinkToken();
  await db('password_resets').insert({ token_hash: hash, user_id: user.id, expires_at: new Date(now().getTime() + RESET_LINK_TTL_MS) });
  const copy = await copyForUser(db, user.id);
  const link = `${publicUrl}${RESET_PAGE}?token=${token}`;
  await mailer.send({ to: user.email, subject: copy.passwordReset.email.subject, text: copy.passwordReset.email.body(user.fullName ?? user.username, link), language: copy.locale });
}

/** Sets the new password through a valid link, uses up the account's links and ends its sessions. */
export async function resetPassword(trx: Knex.Transaction, payload: PasswordResetConfirm): Promise<User> {
  const at = now();
  const link = await trx('password_resets')
    .where({ token_hash: tokenHash(payload.token) })
    .whereNull('used_at')
    .where('expires_at', '>', at)
    .forUpdate()
    .first<{ user_id: string } | undefined>('user_id');
  const user = link && (await findUserById(trx, link.user_id));
  if (!user) throw new AppError(400, 'invalid-reset-link', passwordResetMessages.errors.invalidLink, { token: passwordResetMessages.errors.invalidLink });
  await setPasswordHash(trx, user.id, await hashPassword(payload.password));
  await trx('password_resets').where({ user_id: user.id }).whereNull('used_at').update({ used_at: at });
  await endSessionsOf(trx, user.id);
  return { ...user, hasPassword: true };
}

/** Links expired or used a day ago: the hourly sweep removes them. */
export const sweepPasswordResets = (db: Knex): Promise<number> =>
  db('password_resets').where('expires_at', '<', new Date(now().getTime() - 24 * HOUR * 1000)).delete();
