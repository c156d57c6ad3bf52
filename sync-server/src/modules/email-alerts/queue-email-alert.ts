/**
 * Queues the email that stands in for a notification's push when the push cannot reach its reader:
 * due at once for an account with no device that has alerts on, else after UNREAD_WAIT_MS, when it is
 * sent only if the notification is still unread. Queued in the event's transaction, like the push.
 */
import type { Knex } from 'knex';
import type { NotificationKind } from '@shared/schemas/notification.ts';
import { queueJob } from '../../jobs/job-repo.ts';
import { hasPushDevice } from '../push/index.ts';
import { emailAlertKindOf } from './email-alert-kinds.ts';

/** How long a pushed notification may stay unread before it is emailed. */
export const UNREAD_WAIT_MS = 15 * 60 * 1000;

export interface EmailAlertToQueue {
  userId: string;
  notificationId: string;
  kind: NotificationKind;
  /** The conversation or booking it is about (the push alert's tag): one email an hour each at most. */
  thread: string;
  /** The app's page it opens, from the site's root. */
  path: string;
}

export async function queueEmailAlert(trx: Knex.Transaction, alert: EmailAlertToQueue): Promise<void> {
  const kind = emailAlertKindOf(alert.kind);
  if (!kind) return;
  // Real time, like the queue's: a test's moved calendar must not hold an email back for days.
  const at = new Date();
  const runAt = (await hasPushDevice(trx, alert.userId, at)) ? new Date(at.getTime() + UNREAD_WAIT_MS) : undefined;
  await queueJob(trx, 'email.alert', { userId: alert.userId, notificationId: alert.notificationId, kind, thread: alert.thread, path: alert.path }, runAt);
}
