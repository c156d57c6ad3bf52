/**
 * What a new message tells its recipient: a notification with the sender's details and one push alert
 * per conversation (a newer message replaces the older one). A blocked send never gets here.
 */
import type { Knex } from 'knex';
import { excerpt, NOTIFICATION_TEXT_MAX } from '../notifications/index.ts';
import { notify } from '../notify/index.ts';

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
  await notify(trx, {
    userId: alert.recipientId,
    event: { kind: alert.kind, sender: alert.sender.name, text: excerpt(alert.body, NOTIFICATION_TEXT_MAX) },
    itemId: alert.itemId,
    conversationId: alert.conversationId,
    bookingId: null,
    sender: alert.sender,
    createdAt: new Date(),
    push: () => ({
      type: 'message',
      title: alert.sender.name,
      body: `${alert.itemTitle}: ${alert.body}`,
      tag: `conversation:${alert.conversationId}`,
      url: `/messages/${alert.conversationId}`,
      conversationId: alert.conversationId,
      itemId: alert.itemId,
    }),
  });
}
