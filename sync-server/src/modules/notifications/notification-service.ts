/**
 * The notifications calls. Only a notification's recipient reads, marks or deletes it:
 * to anyone else it does not exist (404). A delete is soft so the user's other devices learn of it.
 */
import { limits } from '@shared/limits.ts';
import type { Knex } from 'knex';
import type { AppNotification, User } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import { can } from '../../policy/policy.ts';
import { findNotification, listNotifications, markNotificationsRead, softDeleteNotification, unreadNotificationCount } from './notification-repo.ts';

/** The user's unread notifications. */
export const unreadNotificationsOf = (db: Knex, user: User): Promise<number> => unreadNotificationCount(db, user.id);

/** The notification, while it is `userId`'s, live and unread; undefined once it was read or deleted. */
export async function unreadNotification(db: Knex, userId: string, id: string): Promise<AppNotification | undefined> {
  const found = await findNotification(db, id);
  return found && found.userId === userId && !found.notification.isRead ? found.notification : undefined;
}

/** The most a list answers: the newest ones; older ones stay readable on the devices that hold them. */
export const NOTIFICATION_LIST_MAX = limits.notificationsListMax;

export const notificationsOf = (db: Knex, user: User): Promise<AppNotification[]> => listNotifications(db, user.id, NOTIFICATION_LIST_MAX);

async function requireOwn(db: Knex, user: User, id: string): Promise<AppNotification> {
  const found = await findNotification(db, id);
  if (!found || !can(user, 'notification.use', { userId: found.userId })) throw new AppError(404, 'not-found', serverMessages.notFound.notification);
  return found.notification;
}

export async function markRead(trx: Knex.Transaction, user: User, id: string): Promise<AppNotification> {
  const notification = await requireOwn(trx, user, id);
  if (notification.isRead) return notification;
  await markNotificationsRead(trx, user.id, { id });
  return { ...notification, isRead: true };
}

export async function markAllRead(trx: Knex.Transaction, user: User): Promise<{ updated: number }> {
  return { updated: await markNotificationsRead(trx, user.id, 'all') };
}

export async function deleteNotification(trx: Knex.Transaction, user: User, id: string): Promise<void> {
  await requireOwn(trx, user, id);
  await softDeleteNotification(trx, id);
}

/** Marks read the user's notifications about a conversation they have just read. */
export async function markConversationNotificationsRead(trx: Knex.Transaction, user: User, conversationId: string): Promise<void> {
  await markNotificationsRead(trx, user.id, { conversationId });
}
