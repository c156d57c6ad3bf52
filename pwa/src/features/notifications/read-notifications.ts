/**
 * Reading the account's notifications from the device: newest first, with the writes
 * still waiting laid over them, and when the inbox was last fetched. The inbox sync (GET
 * /api/inbox/changes) fills the table; the screens and the header only read it.
 */
import { db, SESSION_KEY, type NotificationRow } from '@pwa/db/app-db.ts';
import { applyNotificationWrites, notificationWrites } from './pending-writes.ts';

export interface StoredNotifications {
  notifications: NotificationRow[];
  /** When the server's answer was last stored (by the inbox sync or the tab's refresh), or null before any. */
  fetchedAt: number | null;
}

async function accountWrites() {
  const accountId = (await db.session.get(SESSION_KEY))?.user?.id;
  if (!accountId) return notificationWrites([]);
  return notificationWrites(await db.outbox.where('accountId').equals(accountId).toArray());
}

export async function readNotifications(): Promise<StoredNotifications> {
  const [rows, writes, cursor] = await Promise.all([db.notifications.orderBy('createdAt').reverse().toArray(), accountWrites(), db.inboxCursor.get('inboxCursor')]);
  const times = [cursor?.fetchedAt ?? 0, ...rows.map((row) => row.fetchedAt)];
  const fetchedAt = Math.max(...times);
  return { notifications: applyNotificationWrites(rows, writes), fetchedAt: fetchedAt > 0 ? fetchedAt : null };
}

/** The unread notifications on the device (the tab's and the header's badge). */
export async function countUnreadNotifications(): Promise<number> {
  const [rows, writes] = await Promise.all([db.notifications.toArray(), accountWrites()]);
  return applyNotificationWrites(rows, writes).filter((row) => !row.isRead).length;
}
