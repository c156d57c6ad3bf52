/**
 * Which email alerts an account gets: read and set from its profile, and one kind turned off by an
 * emailed unsubscribe link, without signing in.
 */
import type { Knex } from 'knex';
import type { EmailAlertChoices, EmailUnsubscribed, User } from '@shared/api.ts';
import { emailAlertMessages } from '@shared/messages/email-alerts.ts';
import type { EmailAlertChoicesPayload } from '@shared/schemas/email-alerts.ts';
import { AppError } from '../../errors.ts';
import { findLiveUserById } from '../users/index.ts';
import { deleteOldThreadEmails, findChoices, saveChoices } from './email-alert-repo.ts';
import { THREAD_GAP_MS } from './email-alert-job.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

export const emailAlertChoicesOf = (db: Knex, user: User): Promise<EmailAlertChoices> => findChoices(db, user.id);

export const chooseEmailAlerts = (trx: Knex.Transaction, user: User, changes: EmailAlertChoicesPayload): Promise<EmailAlertChoices> => saveChoices(trx, user.id, changes);

/**
 * Turns off the kind an unsubscribe link names (a deleted account's link answers the same and stores
 * nothing: it is never emailed again); a token the server did not sign is refused.
 */
export async function unsubscribe(trx: Knex.Transaction, secret: string, token: string): Promise<EmailUnsubscribed> {
  const link = readUnsubscribeToken(secret, token);
  const refusal = emailAlertMessages.errors.invalidLink;
  if (!link) throw new AppError(400, 'invalid-unsubscribe-link', refusal, { token: refusal });
  if (await findLiveUserById(trx, link.userId)) await saveChoices(trx, link.userId, { [link.kind]: false });
  return { kind: link.kind };
}

/** The hourly sweep: threads emailed about over an hour ago hold nothing back any more. */
export const sweepThreadEmails = (db: Knex): Promise<number> => deleteOldThreadEmails(db, new Date(Date.now() - THREAD_GAP_MS));
