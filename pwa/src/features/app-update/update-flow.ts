/**
 * The "New version available — Reload" flow, apart from the browser so it can be tested: a waiting
 * worker is offered to the user; Reload lets it take over (SKIP_WAITING) and reloads once it has.
 * Nothing here reloads unless the user asked: new code never replaces the running code under a
 * user's feet.
 */

// What Reload does is read from the registration at the click, not remembered from events heard
// before it: by then another tab's Reload may have let the new version take over, or a newer one
// may be the one waiting.
/** The worker installed and waiting to take over. */
export interface WaitingWorker {
  /** Calls `then` once, when this worker is active: it activated, or took control of this page. */
  onceActive(then: () => void): void;
  /** Asks it to take over now (SKIP_WAITING) rather than once every old page is closed. */
  skipWaiting(): void;
}

export interface UpdateFlowDeps {
  /** The worker waiting now, if one is. */
  waitingWorker(): Promise<WaitingWorker | undefined>;
  reload(): void;
  /** Shows the prompt; its Reload button calls `reload`, done once the worker is asked. */
  offer(reload: () => Promise<void>): void;
}

export interface UpdateFlow {
  /** A new worker is installed and waiting (also when it was waiting before this page loaded). */
  waiting(): void;
}

export function createUpdateFlow(deps: UpdateFlowDeps): UpdateFlow {
  let reloadAsked = false;

  const reload = async (): Promise<void> => {
    if (reloadAsked) return;
    reloadAsked = true;
    const worker = await deps.waitingWorker();
    // None waits any more: another tab's Reload let it take over, and only this page is old.
    if (!worker) return deps.reload();
    // Listening first, so a worker that takes over at once is not missed.
    worker.onceActive(deps.reload);
    worker.skipWaiting();
  };

  return {
    waiting() {
      // A newer version than the one asked for: the next Reload asks that one.
      reloadAsked = false;
      deps.offer(reload);
    },
  };
}
