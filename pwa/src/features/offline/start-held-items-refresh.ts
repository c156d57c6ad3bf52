/**
 * When the held listings are refreshed (refresh-held-items.ts): at start, when the connection
 * returns, and when the app comes back into view at least five minutes after the last refresh (a
 * phone's app is mostly resumed, seldom started). Never while offline; one refresh at a time across
 * tabs (a Web Lock: two refreshes storing their answers crosswise could leave an older copy under a
 * newer cursor). Returns a function that stops it.
 */
import { apiPost } from '@pwa/lib/api-client.ts';
import { refreshHeldItems, type RefreshDeps } from './refresh-held-items.ts';

export const REFRESH_ON_VIEW_AFTER_MS = 5 * 60_000;
const LOCK = 'kiraya-held-items';

export interface HeldItemsRefreshDeps extends RefreshDeps {
  online(): boolean;
}

const appDeps: HeldItemsRefreshDeps = {
  postJson: (path, body) => apiPost(path, body),
  now: Date.now,
  online: () => navigator.onLine,
};

export function startHeldItemsRefresh(deps: HeldItemsRefreshDeps = appDeps): () => void {
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  let running = false;
  const run = () => {
    if (running || !deps.online()) return;
    running = true;
    lastStartedAt = deps.now();
    // A failed refresh (the connection dropped) changes nothing that matters: the next one redoes it.
    void oneTabAtATime(() => refreshHeldItems(deps))
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible' && deps.now() - lastStartedAt >= REFRESH_ON_VIEW_AFTER_MS) run();
  };
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisibility);
  run();
  return () => {
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Runs the task unless another tab is refreshing (then that tab's refresh serves this one too). */
async function oneTabAtATime(task: () => Promise<unknown>): Promise<void> {
  // Not in older browsers (nor happy-dom): tabs then may overlap, which only costs a refresh's copies.
  const locks: LockManager | undefined = typeof navigator.locks === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    await task();
    return;
  }
  await locks.request(LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) await task();
  });
}
