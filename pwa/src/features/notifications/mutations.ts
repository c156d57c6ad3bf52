/**
 * The Notifications tab's writes (a click reads one, "Mark All as Read", delete): each
 * changes the device at once and queues its call in the same Dexie transaction, so
 * offline it shows at once and reaches the server, exactly once, when the connection returns.
 */
import { db } from '@pwa/db/app-db.ts';
import { currentAccountId, enqueue } from '@pwa/sync/index.ts';
import { ALL_NOTIFICATIONS_ENTITY, notificationEntity } from './notification-entity.ts';

export async function markNotificationRead(notificationId: string): Promise<void> {
  const accountId = await currentAccountId();
  if (!accountId) return;
  await db.transaction('rw', db.notifications, db.outbox, async (tx) => {
    const row = await db.notifications.get(notificationId);
    // Already read (here or on the server): nothing to send.
    if (!row || row.isRead) return;
    await db.notifications.update(notificationId, { isRead: true });
    await enqueue(tx, { kind: 'notification.read', accountId, entity: notificationEntity(notificationId), payload: { notificationId } });
  });
}

export async function markAllNotificationsRead(now: Date = new Date()): Promise<void> {
  const accountId = await currentAccountId();
  if (!accountId) return;
  const upTo = now.toISOString();
  await db.transaction('rw', db.notifications, db.outbox, async (tx) => {
    await db.notifications.where('createdAt').belowOrEqual(upTo).modify({ isRead: true });
    await enqueue(tx, { kind: 'notifications.readAll', accountId, entity: ALL_NOTIFICATIONS_ENTITY, payload: { upTo } });
  });
}

/** The row stays until the server confirms (the tab hides it meanwhile), so a discard brings it back. */
export async function deleteNotification(notificationId: string): Promise<void> {
  const accountId = await currentAccountId();
  if (!accountId) return;
  await db.transaction('rw', db.outbox, async (tx) => {
    await enqueue(tx, { kind: 'notification.delete', accountId, entity: notificationEntity(notificationId), payload: { notificationId } });
  });
}
