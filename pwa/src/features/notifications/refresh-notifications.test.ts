import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@shared/limits.ts';
import { db } from '@pwa/db/app-db.ts';
import { makeNotification } from '@pwa/test/notifications.ts';
import { freshDevice } from '@pwa/test/outbox-in-dom.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { refreshNotifications } from './refresh-notifications.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const idOf = (n: number) => `0193b000-0000-7000-8000-${String(n).padStart(12, '0')}`;
/** The server's newest `count` notifications, a minute apart, the newest a minute old. */
const newest = (count: number) => Array.from({ length: count }, (_, index) => makeNotification({ id: idOf(index + 1), createdAt: minutesAgo(index + 1) }));
const stored = async () => (await db.notifications.toCollection().primaryKeys()).sort();

describe('refreshing the notifications from GET /api/notifications', () => {
  beforeEach(async () => {
    await freshDevice(makeUser());
    await db.notifications.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('a full answer (the newest only) keeps older rows it does not speak for, and drops the ones gone within it', async () => {
    const served = newest(limits.notificationsListMax);
    const older = makeNotification({ id: idOf(900), createdAt: minutesAgo(500) });
    const deletedElsewhere = makeNotification({ id: idOf(901), createdAt: minutesAgo(50.5) });
    await db.notifications.bulkPut([older, deletedElsewhere]);
    stubFetch((url) => (url === '/api/notifications' ? jsonResponse(200, served) : jsonResponse(404, {})));

    await refreshNotifications();
    expect(await stored()).toEqual([...served.map((n) => n.id), older.id].sort());
  });

  it('a short answer is the whole list: anything else stored went', async () => {
    const served = newest(3);
    await db.notifications.put(makeNotification({ id: idOf(900), createdAt: minutesAgo(500) }));
    stubFetch((url) => (url === '/api/notifications' ? jsonResponse(200, served) : jsonResponse(404, {})));

    await refreshNotifications();
    expect(await stored()).toEqual(served.map((n) => n.id).sort());
  });
});
