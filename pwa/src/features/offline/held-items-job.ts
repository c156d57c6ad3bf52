/**
 * The held listings' part in keeping the device in step (a job of the sync module): refreshed
 * (refresh-held-items.ts) at start, when the connection returns, and when the app comes back into view
 * at least five minutes after the last refresh. Never while offline; one refresh at a time across tabs.
 */
import { apiPost } from '@pwa/lib/api-client.ts';
import { createCoalescingRunner, HELD_ITEMS_LOCK, withLockIfFree, type SyncJob } from '@pwa/sync/index.ts';
import { refreshHeldItems, type RefreshDeps } from './refresh-held-items.ts';

// Coming back into view counts as a start: a phone's app is mostly resumed, seldom started.
export const REFRESH_ON_VIEW_AFTER_MS = 5 * 60_000;

export interface HeldItemsRefreshDeps extends RefreshDeps {
  online(): boolean;
}

const appDeps: HeldItemsRefreshDeps = {
  postJson: (path, body) => apiPost(path, body),
  now: Date.now,
  online: () => navigator.onLine,
};

export function heldItemsJob(deps: HeldItemsRefreshDeps = appDeps): SyncJob {
  const name = 'refreshing the held listings';
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  // A failed refresh (the connection dropped) changes nothing that matters: the next one redoes it.
  const runner = createCoalescingRunner(name, async () => {
    if (!deps.online()) return;
    lastStartedAt = deps.now();
    // Taken only when free: another tab refreshing serves this one too, and two refreshes storing their
    // answers crosswise could leave an older copy under a newer cursor.
    await withLockIfFree(HELD_ITEMS_LOCK, () => refreshHeldItems(deps));
  });
  return {
    name,
    async on(trigger) {
      const due = trigger === 'start' || trigger === 'online' || (trigger === 'visible' && deps.now() - lastStartedAt >= REFRESH_ON_VIEW_AFTER_MS);
      if (due) await runner.request();
    },
  };
}
