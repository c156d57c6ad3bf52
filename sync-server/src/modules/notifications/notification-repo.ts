/** SQL of notifications; the only place that knows the notifications table's columns. */
import type { Knex } from 'knex';
import type { AppNotification } from '@shared/api.ts';
import { knownNotificationEvent, type NotificationEvent } from '@shared/schemas/notification.ts';
import { nextInboxSeq } from '../../db/inbox-seq.ts';

interface NotificationRow {
  id: string;
  type: AppNotification['type'];
  title: string;
  message: string;
  /** jsonb: the driver gives it parsed. */
  event: unknown;
  is_read: boolean;
  item_id: string | null;
  conversation_id: string | null;
  booking_id: string | null;
  sender_name: string | null;
  sender_email: string | null;
  sender_phone: string | null;
  created_at: Date;
  deleted_at: Date | null;
  change_seq: string | number;
}

const toNotification = (row: NotificationRow): AppNotification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  // Null for notifications written before events were stored, and for a kind this build no longer knows: the stored words stand.
  event: knownNotificationEvent(row.event),
  isRead: row.is_read,
  itemId: row.item_id,
  conversationId: row.conversation_id,
  bookingId: row.booking_id,
  senderName: row.sender_name,
  senderEmail: row.sender_email,
  senderPhone: row.sender_phone,
  createdAt: new Date(row.created_at).toISOString(),
});

const columns = ['id', 'type', 'title', 'message', 'event', 'is_read', 'item_id', 'conversation_id', 'booking_id', 'sender_name', 'sender_email', 'sender_phone', 'created_at', 'deleted_at', 'change_seq'] as const;

export type NewNotification = Omit<AppNotification, 'isRead' | 'createdAt' | 'event'> & { userId: string; event: NotificationEvent; createdAt: Date };

export async function insertNotification(trx: Knex.Transaction, notification: NewNotification): Promise<void> {
  await trx('notifications').insert({
    id: notification.id,
    user_id: notification.userId,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    event: JSON.stringify(notification.event),
    item_id: notification.itemId,
    conversation_id: notification.conversationId,
    booking_id: notification.bookingId,
    sender_name: notification.senderName,
    sender_email: notification.senderEmail,
    sender_phone: notification.senderPhone,
    created_at: notification.createdAt,
    change_seq: nextInboxSeq(trx),
  });
}

/** The user's notifications, newest first, at most `limit`. */
export async function listNotifications(db: Knex, userId: string, limit: number): Promise<AppNotification[]> {
  const rows: NotificationRow[] = await db('notifications')
    .where({ user_id: userId })
    .whereNull('deleted_at')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(limit)
    .select(...columns);
  return rows.map(toNotification);
}

/** The live notification and its recipient; undefined when there is none (or it was deleted). */
export async function findNotification(db: Knex, id: string): Promise<{ userId: string; notification: AppNotification } | undefined> {
  const row: (NotificationRow & { user_id: string }) | undefined = await db('notifications')
    .where({ id })
    .whereNull('deleted_at')
    .first(...columns, 'user_id');
  return row ? { userId: row.user_id, notification: toNotification(row) } : undefined;
}

/** Marks read the user's unread notifications matching `scope` (one id, a conversation, or all): how many. */
export async function markNotificationsRead(trx: Knex.Transaction, userId: string, scope: { id: string } | { conversationId: string } | 'all'): Promise<number> {
  const query = trx('notifications').where({ user_id: userId, is_read: false }).whereNull('deleted_at');
  if (scope !== 'all') query.where('id' in scope ? { id: scope.id } : { conversation_id: scope.conversationId });
  return query.update({ is_read: true, change_seq: nextInboxSeq(trx) });
}

export async function softDeleteNotification(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('notifications').where({ id }).whereNull('deleted_at').update({ deleted_at: trx.fn.now(), change_seq: nextInboxSeq(trx) });
}

export async function unreadNotificationCount(db: Knex, userId: string): Promise<number> {
  const [row] = await db('notifications').where({ user_id: userId, is_read: false }).whereNull('deleted_at').count<Array<{ count: string | number }>>('* as count');
  return Number(row?.count ?? 0);
}

/** The user's notifications stamped after `since` and below `until`, deleted ones included, oldest change first. */
export async function notificationsChangedSince(
  db: Knex,
  userId: string,
  since: string,
  until: bigint,
  limit: number,
): Promise<Array<{ seq: bigint; notification: AppNotification; deleted: boolean }>> {
  const rows: NotificationRow[] = await db('notifications').where({ user_id: userId }).where('change_seq', '>', since).where('change_seq', '<', String(until)).orderBy('change_seq').limit(limit).select(...columns);
  return rows.map((row) => ({ seq: BigInt(row.change_seq), notification: toNotification(row), deleted: row.deleted_at !== null }));
}
