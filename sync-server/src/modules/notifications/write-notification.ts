/**
 * Writes a notification from what happened, in the caller's transaction: the event, which
 * each device words in the language it shows, and its words in the recipient's copy now, which older
 * apps show (and any app, for a kind it does not know). Both come from one event, so they always agree.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { AppNotification } from '@shared/api.ts';
import { notificationWords, type NotificationCopy, type NotificationWords } from '@shared/notification-words.ts';
import type { NotificationEvent, NotificationKind } from '@shared/schemas/notification.ts';
import { excerpt, NOTIFICATION_TEXT_MAX } from './excerpt.ts';
import { insertNotification } from './notification-repo.ts';

/** The tab's type of each kind: its icon, and where a tap leads. */
const typeOf: Readonly<Record<NotificationKind, AppNotification['type']>> = {
  'message.contact': 'message',
  'message.reply': 'message',
  'booking.requested': 'booking',
  'booking.accepted': 'booking',
  'booking.declined': 'booking',
  'booking.cancelled': 'booking',
  'booking.reviewed': 'booking',
  'document.verified': 'other',
  'document.rejected': 'other',
  'support.answered': 'other',
  'report.reviewed': 'other',
  'moderation.warned': 'other',
  'listing.hidden': 'other',
  'listing.restored': 'other',
  'search.matched': 'other',
};

export interface NotificationToWrite {
  userId: string;
  event: NotificationEvent;
  /** The recipient's copy (copy/user-copy.ts). */
  copy: NotificationCopy;
  itemId: string | null;
  conversationId: string | null;
  bookingId: string | null;
  /** Who it is from, as the recipient may see them; null for the app's own notices. */
  sender: { name: string; email: string | null; phone: string | null } | null;
  createdAt: Date;
}

/** Writes it; answers its id and its words in full (a push alert cuts them to its own lengths). */
export async function writeNotification(trx: Knex.Transaction, notification: NotificationToWrite): Promise<{ id: string; words: NotificationWords }> {
  const words = notificationWords(notification.event, notification.copy);
  const id = uuidv7();
  await insertNotification(trx, {
    id,
    userId: notification.userId,
    type: typeOf[notification.event.kind],
    title: words.title,
    message: excerpt(words.message, NOTIFICATION_TEXT_MAX),
    event: notification.event,
    itemId: notification.itemId,
    conversationId: notification.conversationId,
    bookingId: notification.bookingId,
    senderName: notification.sender?.name ?? null,
    senderEmail: notification.sender?.email ?? null,
    senderPhone: notification.sender?.phone ?? null,
    createdAt: notification.createdAt,
  });
  return { id, words };
}
