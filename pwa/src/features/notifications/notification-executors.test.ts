/**
 * The executors against a recording stand-in for the outbox's HTTP (the server's notification calls
 * are another branch's; the flusher and the real server are exercised by e2e/notifications.spec.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, type AppNotification } from '@shared/api.ts';
import { db, type NotificationRow } from '@pwa/db/app-db.ts';
import { ApiError } from '@pwa/lib/api-error.ts';
import type { OutboxRowOf } from '@pwa/db/outbox-row.ts';
import type { ExecutorIo } from '@pwa/sync/executor.ts';
import type { ApiClient, ApiRequest } from '@pwa/lib/api-client.ts';
import { makeNotification } from '@pwa/test/notifications.ts';
import { deleteNotificationExecutor, readAllNotificationsExecutor, readNotificationExecutor } from './notification-executors.ts';

type Answer = unknown | ApiError;

function recordingHttp(answer: Answer) {
  const calls: Array<{ path: string } & ApiRequest> = [];
  const http: ApiClient = {
    send: async <T>(path: string, request: ApiRequest) => {
      calls.push({ path, ...request });
      if (answer instanceof ApiError) throw answer;
      return answer as T;
    },
    exists: async () => true,
  };
  return { http, calls };
}

const io = <K extends 'notification.read' | 'notifications.readAll' | 'notification.delete'>(http: ApiClient): ExecutorIo<K> => ({
  http,
  saveProgress: async () => undefined,
  leavesRefusedMediaOut: async () => false,
});

function op<K extends 'notification.read' | 'notifications.readAll' | 'notification.delete'>(kind: K, payload: OutboxRowOf<K>['payload']): OutboxRowOf<K> {
  return {
    seq: 1,
    kind,
    payload,
    progress: null,
    accountId: 'account-1',
    entity: 'notification:x',
    idempotencyKey: 'key-1',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    createdAt: 0,
  } as OutboxRowOf<K>;
}

const notFound = new ApiError(404, 'not-found', 'Not found.');
const unread = makeNotification();

describe('notification executors', () => {
  beforeEach(async () => {
    await db.notifications.clear();
    await db.notifications.put(unread);
  });

  it('read: PUT …/read with the key, then takes the server copy over', async () => {
    const server: AppNotification = { ...unread, isRead: true, title: 'New message from Rahul V.' };
    const { http, calls } = recordingHttp(server);
    const apply = await readNotificationExecutor.run(op('notification.read', { notificationId: unread.id }), io(http));
    expect(calls).toEqual([{ path: apiPaths.notificationRead(unread.id), method: 'PUT', idempotencyKey: 'key-1' }]);
    await apply();
    expect(await db.notifications.get(unread.id)).toMatchObject({ isRead: true, title: 'New message from Rahul V.' });
  });

  it('read of a notification gone from the server (404) is done, and drops it here', async () => {
    const apply = await readNotificationExecutor.run(op('notification.read', { notificationId: unread.id }), io(recordingHttp(notFound).http));
    await apply();
    expect(await db.notifications.get(unread.id)).toBeUndefined();
  });

  it('read refused otherwise throws (the outbox keeps it), and a discard makes it unread again', async () => {
    const forbidden = new ApiError(403, 'forbidden', 'Not yours.');
    const read = op('notification.read', { notificationId: unread.id });
    await expect(readNotificationExecutor.run(read, io(recordingHttp(forbidden).http))).rejects.toBe(forbidden);
    await db.notifications.update(unread.id, { isRead: true });
    await readNotificationExecutor.revert?.(read);
    expect((await db.notifications.get(unread.id))?.isRead).toBe(false);
  });

  it('mark all: one PUT, then every notification up to the tap reads as read, a later one stays unread', async () => {
    const later: NotificationRow = makeNotification({ id: '0193b000-0000-7000-8000-0000000000ff', createdAt: '2099-01-01T00:00:00.000Z' });
    await db.notifications.put(later);
    const { http, calls } = recordingHttp({ updated: 1 });
    const apply = await readAllNotificationsExecutor.run(op('notifications.readAll', { upTo: new Date().toISOString() }), io(http));
    expect(calls).toEqual([{ path: apiPaths.notificationsMarkAllRead, method: 'PUT', idempotencyKey: 'key-1' }]);
    await apply();
    expect((await db.notifications.get(unread.id))?.isRead).toBe(true);
    expect((await db.notifications.get(later.id))?.isRead).toBe(false);
  });

  it('delete: DELETE with the key (a 404 counts as done), then the row goes', async () => {
    for (const answer of [undefined, notFound]) {
      await db.notifications.put(unread);
      const { http, calls } = recordingHttp(answer);
      const apply = await deleteNotificationExecutor.run(op('notification.delete', { notificationId: unread.id }), io(http));
      expect(calls).toEqual([{ path: apiPaths.notification(unread.id), method: 'DELETE', idempotencyKey: 'key-1' }]);
      await apply();
      expect(await db.notifications.get(unread.id)).toBeUndefined();
    }
  });
});
