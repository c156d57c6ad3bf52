/**
 * How the Notifications tab's writes reach the server: each is sent with its
 * Idempotency-Key, and the device takes the server's answer over. A notification already gone from
 * the server (deleted on another device) counts as done: what the user asked for holds.
 */
import { apiPaths, type AppNotification } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
// The engine's face for a kind's executor (not index.ts: executors run in the service worker too).
import type { Executor } from '@pwa/sync/executor.ts';
import type { ApiClient } from '@pwa/lib/api-client.ts';

/** Sends a request whose 404 means "already gone"; resolves with the answer, or null when gone. */
async function unlessGone<T>(send: () => Promise<T>): Promise<T | null> {
  try {
    return await send();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

const put = <T>(http: ApiClient, path: string, idempotencyKey: string) => http.send<T>(path, { method: 'PUT', idempotencyKey });

export const readNotificationExecutor: Executor<'notification.read'> = {
  tables: ['notifications'],
  async run(op, io) {
    const { notificationId } = op.payload;
    const saved = await unlessGone(() => put<AppNotification>(io.http, apiPaths.notificationRead(notificationId), op.idempotencyKey));
    return async () => {
      if (!saved) return void (await db.notifications.delete(notificationId));
      // Only a row the device still has: one deleted here meanwhile stays deleted.
      await db.notifications.update(notificationId, { ...saved, fetchedAt: Date.now() });
    };
  },
  // Discarded (the server refused it): the notification reads as unread again, as the server has it.
  async revert(op) {
    await db.notifications.update(op.payload.notificationId, { isRead: false });
  },
};

export const readAllNotificationsExecutor: Executor<'notifications.readAll'> = {
  tables: ['notifications'],
  async run(op, io) {
    await put<{ updated: number }>(io.http, apiPaths.notificationsMarkAllRead, op.idempotencyKey);
    // The server marked every notification it had, including any the device has not seen yet.
    return async () => {
      await db.notifications.where('createdAt').belowOrEqual(op.payload.upTo).modify({ isRead: true });
    };
  },
};

export const deleteNotificationExecutor: Executor<'notification.delete'> = {
  tables: ['notifications'],
  async run(op, io) {
    const { notificationId } = op.payload;
    await unlessGone(() => io.http.send<void>(apiPaths.notification(notificationId), { method: 'DELETE', idempotencyKey: op.idempotencyKey }));
    return async () => {
      await db.notifications.delete(notificationId);
    };
  },
};

declare module '@pwa/db/outbox-row.ts' {
  interface OutboxKinds {
    /** A notification read on the device: PUT /api/notifications/{id}/read. */
    'notification.read': { payload: { notificationId: string }; progress: null };
    /**
     * "Mark All as Read": PUT /api/notifications/mark-all-read. `upTo` (ISO time it was tapped) tells the
     * device which notifications the tap covered while it waits (one arriving later stays unread).
     */
    'notifications.readAll': { payload: { upTo: string }; progress: null };
    /** A notification deleted on the device: DELETE /api/notifications/{id}. */
    'notification.delete': { payload: { notificationId: string }; progress: null };
  }
}
