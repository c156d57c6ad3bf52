/**
 * What a new message sets off for its recipient (DESIGN.md §9): a notification (spec §3, type message,
 * with the sender's details) and one push alert, both written in the send's transaction so neither
 * exists for a message that rolled back. Whether the recipient may be alerted at all (a blocked
 * conversation) is decided before: a blocked send never gets here.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { PushAlert } from '@shared/api.ts';
import type { NotificationMessages } from '@shared/messages/notifications.ts';
import { copyForUser } from '../../copy/user-copy.ts';
import { queuePushAlert } from '../../push/queue-push-alert.ts';
import { insertNotification } from '../notifications/notification-repo.ts';

/** Longest start of the text a notification keeps, and of a push alert's parts (payload well under 3 KB). */
export const NOTIFICATION_TEXT_MAX = 200;
const PUSH_TITLE_MAX = 80;
const PUSH_BODY_MAX = 240;

/** The first `max` characters (whole code points, so no emoji is cut in half), with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const points = [...flat];
  return points.length <= max ? flat : `${points.slice(0, max - 1).join('').trimEnd()}…`;
}

export interface MessageAlert {
  recipientId: string;
  conversationId: string;
  itemId: string;
  itemTitle: string;
  /** The notification's title, from the copy in the recipient's language. */
  title: (copy: NotificationMessages) => string;
  sender: { name: string; email: string | null; phone: string | null };
  body: string;
}

export async function alertRecipient(trx: Knex.Transaction, alert: MessageAlert): Promise<void> {
  const copy = await copyForUser(trx, alert.recipientId);
  const title = alert.title(copy.notifications);
  await insertNotification(trx, {
    id: uuidv7(),
    userId: alert.recipientId,
    type: 'message',
    title,
    message: excerpt(alert.body, NOTIFICATION_TEXT_MAX),
    itemId: alert.itemId,
    conversationId: alert.conversationId,
    bookingId: null,
    senderName: alert.sender.name,
    senderEmail: alert.sender.email,
    senderPhone: alert.sender.phone,
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
