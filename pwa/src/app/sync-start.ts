/**
 * When the app's sync starts. At once when writes wait from an earlier visit, or when a signed-in
 * device has never fetched its inbox (signed in elsewhere, a new phone): until then it has no unread
 * counts to show, and the header's badges would wait for the page to settle. Otherwise once the page
 * has settled, off the first visit's budget. It starts once, whichever comes first.
 */
export interface SyncStartDeps {
  /** How many writes wait in the outbox. */
  waitingWrites: () => Promise<number>;
  /** Whether someone is signed in on a device that has not fetched its inbox yet. */
  firstInboxDue: () => Promise<boolean>;
  whenSettled: (task: () => void) => void;
  start: () => void;
  report: (what: string, error: unknown) => void;
}

export function scheduleSyncStart(deps: SyncStartDeps): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    deps.start();
  };
  deps.waitingWrites().then(
    (waiting) => (waiting > 0 ? start() : deps.whenSettled(start)),
    (error: unknown) => {
      deps.report('reading the outbox at start', error);
      deps.whenSettled(start);
    },
  );
  deps.firstInboxDue().then(
    (due) => {
      if (due) start();
    },
    (error: unknown) => deps.report('reading the inbox at start', error),
  );
}
