/**
 * A notification's words in the language this page shows: worded afresh from what happened
 * when the row carries an event this build knows, so one written in English reads in Hindi after a
 * switch; otherwise the words the server stored (rows from before, a newer server's kinds).
 */
import { bookingMessages } from '@shared/messages/bookings.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { notificationMessages } from '@shared/messages/notifications.ts';
import { notificationWords, type NotificationCopy, type NotificationWords } from '@shared/notification-words.ts';
import { knownNotificationEvent } from '@shared/schemas/notification.ts';
import type { NotificationRow } from '@pwa/db/app-db.ts';

const pageCopy: NotificationCopy = { notifications: notificationMessages, bookings: bookingMessages, documents: documentMessages };

export function shownWords(notification: Pick<NotificationRow, 'title' | 'message' | 'event'>): NotificationWords {
  const event = knownNotificationEvent(notification.event);
  return event ? notificationWords(event, pageCopy) : { title: notification.title, message: notification.message };
}
