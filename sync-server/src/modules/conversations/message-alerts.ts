/**
 * What a new message sets off for its recipient (DESIGN.md §9): a notification (spec §3, type message,
 * with the sender's details) and one push alert, both written in the send's transaction so neither
 * exists for a message that rolled back. Whether the recipient may be alerted at all (a blocked
 * conversation) is decided before: a blocked send never gets here.
 */
import type { Knex } from 'knex';
import type { PushAlert } from '@shared/api.ts';
import { copyForUser } from '../../copy/user-copy.ts';
import { queuePushAlert } from '../../push/queue-push-alert.ts';
import { excerpt, NOTIFICATION_TEXT_MAX } from '../notifications/excerpt.ts';
import { writeNotification } from '../notifications/write-notification.ts';

/** Longest start of a push alert's parts (payload well under 3 KB). */
const PUSH_TITLE_MAX = 80;
const PUSH_BODY_MAX = 240;

export interface MessageAlert {
  recipientId: string;
  conversationId: string;
  itemId: string;
  itemTitle: string;
  /** Sent from the listing's contact page ("New message from …"), or a reply in the thread ("… replied"). */
  kind: 'message.contact' | 'message.reply';
  sender: { name: string; email: string | null; phone: string | null };
  body: string;
}

export async function alertRecipient(trx: Knex.Transaction, alert: MessageAlert): Promise<void> {
  const copy = await copyForUser(trx, alert.recipientId);
  await writeNotification(trx, {
    userId: alert.recipientId,
    event: { kind: alert.kind, sender: alert.sender.name, text: excerpt(alert.body, NOTIFICATION_TEXT_MAX) },
    copy,
    itemId: alert.itemId,
    conversationId: alert.conversationId,
    bookingId: null,
    sender: alert.sender,
    createdAt: new Date(),
  });
  const push: PushAlert = {
    type: 'message',
    title: excerpt(alert.sender.name, PUSH_TITLE_MAX),
    body: excerpt(`${alert.itemTitle}: ${alert.body}`, PUSH_BODY_MAX),
    // One system notification per conversation: a newer message replaces the older one.
    tag: `conversation:${alert.conversationId}`,
    url: `/messages/${alert.conversationId}`,
    conversationId: alert.conversationId,
    itemId: alert.itemId,
    lang: copy.locale,
  };
  await queuePushAlert(trx, alert.recipientId, push);
}
