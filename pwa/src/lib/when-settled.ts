/**
 * Runs work the first screen does not need once the page has settled: a few seconds after start and
 * then when the browser is idle, so its code never competes with the first paint and the first tap
 * on a slow phone (counts all JavaScript loaded before the first interaction).
 */
const SETTLE_MS = 4_000;

export function whenSettled(task: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 2_000 });
    else task();
  }, SETTLE_MS);
}
