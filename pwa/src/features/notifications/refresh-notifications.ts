/**
 * The Notifications tab's own catch-up: GET /api/notifications stored on the device in place of what it
 * held, so the tab is right whenever it is opened online, even before the inbox sync has run. Writes still
 * waiting in the outbox are laid over the stored rows when read (pending-writes.ts), so this cannot undo
 * a read or a delete made here.
 */
import { apiPaths, type AppNotification } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import { db } from '@pwa/db/app-db.ts';
import { apiGet } from '@pwa/lib/api-client.ts';
import { currentAccountId } from '@pwa/sync/index.ts';

export async function refreshNotifications(now: () => number = Date.now): Promise<void> {
  const accountId = await currentAccountId();
  if (!accountId) return;
  const notifications = await apiGet<AppNotification[]>(apiPaths.notifications);
  await db.transaction('rw', db.notifications, db.session, async () => {
    // Signed out (or another account signed in) while the answer was on its way: not theirs to see.
    if ((await currentAccountId()) !== accountId) return;
    const kept = new Set(notifications.map((notification) => notification.id));
    // The answer holds the newest notifications only (limits.notificationsListMax): a full answer speaks
    // for nothing older than its oldest, so older rows the device keeps stay.
    const full = notifications.length >= limits.notificationsListMax;
    const oldest = notifications.reduce((min, notification) => (notification.createdAt < min ? notification.createdAt : min), notifications[0]?.createdAt ?? '');
    const spokenFor = full ? db.notifications.where('createdAt').aboveOrEqual(oldest) : db.notifications.toCollection();
    const gone = (await spokenFor.primaryKeys()).filter((id) => !kept.has(id));
    await db.notifications.bulkDelete(gone);
    const fetchedAt = now();
    await db.notifications.bulkPut(notifications.map((notification) => ({ ...notification, fetchedAt })));
  });
}
