/**
 * Tells a user something happened: writes their notification and queues its push alert and, for what
 * is emailed, its email alert, all in the event's transaction, so none exists for an event that rolled back. Worded in the recipient's
 * language. Whether they may be told at all (a blocked conversation) is the caller's rule.
 */
import type { Knex } from 'knex';
import type { PushAlert } from '@shared/api.ts';
import type { NotificationWords } from '@shared/notification-words.ts';
import { copyForUser } from '../../copy/user-copy.ts';
import { queueEmailAlert } from '../email-alerts/index.ts';
import { excerpt, writeNotification, type NotificationToWrite } from '../notifications/index.ts';
import { queuePushAlert } from '../push/index.ts';

/** Longest start of a push alert's title and body (the payload stays well under 3 KB). */
const PUSH_TITLE_MAX = 80;
const PUSH_BODY_MAX = 240;

/** A push alert's parts other than its language, which is the recipient's. */
export type PushOfNotice = Omit<PushAlert, 'lang'>;

export interface Notice extends Omit<NotificationToWrite, 'copy'> {
  /** The push alert, from the notification's words; null when the event alerts no device. */
  push: ((words: NotificationWords) => PushOfNotice) | null;
}

export async function notify(trx: Knex.Transaction, notice: Notice): Promise<void> {
  const { push, ...notification } = notice;
  const copy = await copyForUser(trx, notice.userId);
  const { id, words } = await writeNotification(trx, { ...notification, copy });
  if (!push) return;
  const { type, title, body, ...rest } = push(words);
  await queuePushAlert(trx, notice.userId, { type, title: excerpt(title, PUSH_TITLE_MAX), body: excerpt(body, PUSH_BODY_MAX), ...rest, lang: copy.locale });
  // Emailed instead when the push reaches no device, or is not read in time (where the kind is emailed at all).
  await queueEmailAlert(trx, { userId: notice.userId, notificationId: id, kind: notice.event.kind, thread: rest.tag, path: rest.url });
}
