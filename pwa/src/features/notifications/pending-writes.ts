/**
 * The Notifications tab's writes still waiting in the outbox, laid over the stored notifications
 *: the inbox sync may store the server's copy of a notification before the device's
 * "read" or "delete" reached the server, and the user must not see it come back unread or undeleted.
 */
import type { NotificationRow } from '@pwa/db/app-db.ts';
import type { OutboxRow } from '@pwa/db/outbox-row.ts';

export interface NotificationWrites {
  read: ReadonlySet<string>;
  deleted: ReadonlySet<string>;
  /** The latest "Mark All as Read" waiting (ISO time), or null. */
  allReadUpTo: string | null;
}

export function notificationWrites(ops: readonly OutboxRow[]): NotificationWrites {
  const read = new Set<string>();
  const deleted = new Set<string>();
  let allReadUpTo: string | null = null;
  for (const op of ops) {
    if (op.kind === 'notification.read') read.add(op.payload.notificationId);
    else if (op.kind === 'notification.delete') deleted.add(op.payload.notificationId);
    else if (op.kind === 'notifications.readAll' && (allReadUpTo === null || op.payload.upTo > allReadUpTo)) allReadUpTo = op.payload.upTo;
  }
  return { read, deleted, allReadUpTo };
}

/** The notifications as the user left them on this device: deleted ones out, read ones read. */
export function applyNotificationWrites(rows: readonly NotificationRow[], writes: NotificationWrites): NotificationRow[] {
  return rows.flatMap((row) => {
    if (writes.deleted.has(row.id)) return [];
    const readHere = writes.read.has(row.id) || (writes.allReadUpTo !== null && row.createdAt <= writes.allReadUpTo);
    return [readHere && !row.isRead ? { ...row, isRead: true } : row];
  });
}
