/** SQL of email alerts: each account's choices, and when each thread was last emailed about. */
import type { Knex } from 'knex';
import type { EmailAlertChoices, EmailAlertKind } from '@shared/api.ts';

interface ChoiceRow {
  messages: boolean;
  booking_requests: boolean;
  booking_decisions: boolean;
}

const columnOf: Readonly<Record<EmailAlertKind, keyof ChoiceRow>> = {
  messages: 'messages',
  bookingRequests: 'booking_requests',
  bookingDecisions: 'booking_decisions',
};

const ALL_ON: EmailAlertChoices = { messages: true, bookingRequests: true, bookingDecisions: true };

const toChoices = (row: ChoiceRow): EmailAlertChoices => ({ messages: row.messages, bookingRequests: row.booking_requests, bookingDecisions: row.booking_decisions });

/** The account's choices: every kind on until it has chosen. */
export async function findChoices(db: Knex, userId: string): Promise<EmailAlertChoices> {
  const row: ChoiceRow | undefined = await db('email_alert_choices').where({ user_id: userId }).first('messages', 'booking_requests', 'booking_decisions');
  return row ? toChoices(row) : { ...ALL_ON };
}

/** Sets the kinds named in `changes` (the others keep their choice); answers the choices now. */
export async function saveChoices(trx: Knex.Transaction, userId: string, changes: Partial<EmailAlertChoices>): Promise<EmailAlertChoices> {
  const columns: Partial<Record<keyof ChoiceRow, boolean>> = {};
  for (const [kind, on] of Object.entries(changes) as Array<[EmailAlertKind, boolean | undefined]>) if (on !== undefined) columns[columnOf[kind]] = on;
  const [row]: ChoiceRow[] = await trx('email_alert_choices')
    .insert({ user_id: userId, ...columns, updated_at: trx.fn.now() })
    .onConflict('user_id')
    .merge({ ...columns, updated_at: trx.fn.now() })
    .returning(['messages', 'booking_requests', 'booking_decisions']);
  if (!row) throw new Error('email alert choices were not saved');
  return toChoices(row);
}

/**
 * Claims the thread's email for now: true when no email about it went out since `since` (and this one
 * is now recorded as sent at `at`), false when one did. One statement, so two workers never both claim.
 */
export async function claimThreadEmail(db: Knex, userId: string, thread: string, at: Date, since: Date): Promise<{ claimed: boolean; previous: Date | null }> {
  const before: { sent_at: Date } | undefined = await db('email_alerts_sent').where({ user_id: userId, thread }).first('sent_at');
  const rows: Array<{ sent_at: Date }> = await db('email_alerts_sent')
    .insert({ user_id: userId, thread, sent_at: at })
    .onConflict(['user_id', 'thread'])
    .merge({ sent_at: at })
    .where('email_alerts_sent.sent_at', '<', since)
    .returning('sent_at');
  return { claimed: rows.length === 1, previous: before ? new Date(before.sent_at) : null };
}

/** Gives a claim back when its email could not be sent: the thread's last email is as it was. */
export async function releaseThreadEmail(db: Knex, userId: string, thread: string, at: Date, previous: Date | null): Promise<void> {
  const claim = db('email_alerts_sent').where({ user_id: userId, thread, sent_at: at });
  await (previous ? claim.update({ sent_at: previous }) : claim.delete());
}

/** Forgets the threads emailed about longer ago than `before`: they no longer hold an email back. */
export async function deleteOldThreadEmails(db: Knex, before: Date): Promise<number> {
  return db('email_alerts_sent').where('sent_at', '<', before).delete();
}
