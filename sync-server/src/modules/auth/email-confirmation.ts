/**
 * Confirmed emails. Sign-up mails the account's email a link; opening it confirms the email (no
 * sign-in needed: the link is the proof). A change of email mails the new address a link and tells
 * the old one; the account keeps its old email until the link is opened. Each link is bound to the
 * address it was mailed to, works once, within three days, and is kept only as its token's hash.
 */
import type { Knex } from 'knex';
import type { ConfirmedEmail, User } from '@shared/api.ts';
import type { Locale } from '@shared/locale.ts';
import { emailConfirmationMessages } from '@shared/messages/email-confirmation.ts';
import { serverMessages } from '@shared/messages/server.ts';
import type { EmailChange } from '@shared/schemas/auth.ts';
import { now } from '../../clock.ts';
import { copyIn } from '../../copy/user-copy.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { admitHit, type RateLimit } from '../../rate-limit/rate-limit.ts';
import { confirmEmailAddress, findUserByEmail, setPendingEmail } from '../users/index.ts';
import { deleteOldConfirmations, findUsableConfirmation, insertConfirmation, useConfirmationsOf } from './email-confirmation-repo.ts';
import { linkTokenHash, newLinkToken } from './link-tokens.ts';
import { confirmOwnPassword } from './password-confirmation.ts';

export const CONFIRMATION_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/** The page of the app a link opens. */
export const CONFIRM_PAGE = '/confirm-email';
/** The profile, where the old address's notice sends its reader. */
const PROFILE_PAGE = '/profile/edit';

const HOUR = 3600;
/** Links an account may ask for again in an hour. */
export const CONFIRMATION_RESENDS_PER_HOUR = 3;
/** Changes of email an account may try in an hour (each try checks its password). */
export const EMAIL_CHANGES_PER_HOUR = 10;

const t = emailConfirmationMessages.errors;

const resendLimit = (userId: string): RateLimit => ({ key: `email-resend:${userId}`, max: CONFIRMATION_RESENDS_PER_HOUR, windowSeconds: HOUR, refusal: t.throttled });
const changeLimit = (userId: string): RateLimit => ({ key: `email-change:${userId}`, max: EMAIL_CHANGES_PER_HOUR, windowSeconds: HOUR, refusal: t.throttled });

export interface MailContext {
  mailer: Mailer;
  publicUrl: string;
}

type LinkKind = 'confirm' | 'change';

/** Stores a new link for `email` and mails it, in the account's language (else `fallback`, the asking page's). */
async function mailLink(db: Knex, mail: MailContext, user: User, email: string, kind: LinkKind, fallback: Locale): Promise<void> {
  const { token, hash } = newLinkToken();
  await insertConfirmation(db, { tokenHash: hash, userId: user.id, email, expiresAt: new Date(now().getTime() + CONFIRMATION_LINK_TTL_MS) });
  const copy = copyIn(user.locale ?? fallback);
  const words = copy.emailConfirmation.email;
  const link = `${mail.publicUrl}${CONFIRM_PAGE}?token=${token}`;
  const name = user.fullName ?? user.username;
  const [subject, text] = kind === 'confirm' ? [words.confirmSubject, words.confirmBody(name, link)] : [words.changeSubject, words.changeBody(name, link)];
  await mail.mailer.send({ to: email, subject, text, language: copy.locale });
}

/** A link to confirm the account's email: after a sign-up commits, and when asked for again (after the answer). */
export function mailConfirmationLink(db: Knex, mail: MailContext, user: User, fallback: Locale): Promise<void> {
  return mailLink(db, mail, user, user.email, 'confirm', fallback);
}

/** Counts the ask (three an hour), refuses an email confirmed already; the link is mailed after the answer. */
export async function admitResend(trx: Knex.Transaction, user: User): Promise<void> {
  if (user.emailConfirmed) throw new AppError(409, 'email-already-confirmed', t.alreadyConfirmed);
  await admitHit(trx, [resendLimit(user.id)]);
}

/**
 * A change of email: every try is counted first (a wrong password too), then the password checked
 * and the new address found free; it waits as the account's pending email. Answers the account with
 * it; mailEmailChange then mails the link and tells the old address.
 */
export async function requestEmailChange(db: Knex, user: User, payload: EmailChange): Promise<User> {
  const account = await confirmOwnPassword(db, user, payload.password, { limit: changeLimit(user.id), field: 'password' });
  if (payload.email === account.user.email.toLowerCase()) {
    throw new AppError(400, 'invalid-input', t.sameEmail, { email: t.sameEmail }, undefined, { fieldCodes: { email: 'same-email' } });
  }
  if (await findUserByEmail(db, payload.email)) {
    const message = serverMessages.errors.emailTaken;
    throw new AppError(409, 'email-taken', message, { email: message }, undefined, { fieldCodes: { email: 'email-taken' } });
  }
  await setPendingEmail(db, user.id, payload.email);
  return { ...account.user, pendingEmail: payload.email };
}

/** Mails the pending new email its link, and tells the old address which email was asked for. */
export async function mailEmailChange(db: Knex, mail: MailContext, user: User, fallback: Locale): Promise<void> {
  if (!user.pendingEmail) return;
  await mailLink(db, mail, user, user.pendingEmail, 'change', fallback);
  const copy = copyIn(user.locale ?? fallback);
  const words = copy.emailConfirmation.email;
  await mail.mailer.send({
    to: user.email,
    subject: words.noticeSubject,
    text: words.noticeBody(user.fullName ?? user.username, user.pendingEmail, `${mail.publicUrl}${PROFILE_PAGE}`),
    language: copy.locale,
  });
}

/**
 * Confirms the address a valid link was mailed to: the account's email, or its pending new one, which
 * then replaces it. Every link of the account for that address is used up. A link that does not exist,
 * has expired, was used, or names an address the account no longer uses or waits for is refused.
 */
export async function confirmEmail(trx: Knex.Transaction, token: string): Promise<ConfirmedEmail> {
  const link = await findUsableConfirmation(trx, linkTokenHash(token), now());
  const user = link && (await confirmEmailAddress(trx, link.user_id, link.email));
  if (!link || !user) throw new AppError(400, 'invalid-confirmation-link', t.invalidLink, { token: t.invalidLink });
  await useConfirmationsOf(trx, user.id, link.email, now());
  return { email: user.email };
}

/** Links expired or used a day ago: the hourly sweep removes them. */
export const sweepEmailConfirmations = (db: Knex): Promise<number> => deleteOldConfirmations(db, new Date(now().getTime() - 24 * HOUR * 1000));
