/**
 * The "New version available — Reload" flow (DESIGN.md §8), apart from the browser so it can be
 * tested: a waiting worker is offered to the user; Reload asks it to take over (SKIP_WAITING) and
 * reloads once it controls the page. Nothing here reloads unless the user asked: new code never
 * replaces the running code under a user's feet.
 */
export interface UpdateFlowDeps {
  /** Posts SKIP_WAITING to the waiting worker. */
  skipWaiting(): void;
  reload(): void;
  /** Shows the prompt; its Reload button calls `reload`. */
  offer(reload: () => void): void;
}

export interface UpdateFlow {
  /** A new worker is installed and waiting (also when it was waiting before this page loaded). */
  waiting(): void;
  /** A worker has taken control of this page (the first install, or a new version). */
  controlling(): void;
}

export function createUpdateFlow(deps: UpdateFlowDeps): UpdateFlow {
  let newWorkerControls = false;
  let reloadAsked = false;

  const reload = (): void => {
    if (reloadAsked) return;
    reloadAsked = true;
    // Another tab's Reload may already have let the new worker take over: then only this page is old.
    if (newWorkerControls) deps.reload();
    else deps.skipWaiting();
  };

  return {
    waiting() {
      newWorkerControls = false;
      reloadAsked = false;
      deps.offer(reload);
    },
    controlling() {
      newWorkerControls = true;
      if (reloadAsked) deps.reload();
    },
  };
}
