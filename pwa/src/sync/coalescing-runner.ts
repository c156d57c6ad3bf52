/**
 * The sync module's one runner: a job runs one pass at a time in this tab, and every
 * request that arrives during a pass shares ONE more pass after it (the running pass may have read
 * what prompted the request too early: a write queued, a sign-in, the connection back). A failed pass
 * is reported (lib/report-error.ts) and never rejects a request: the job's next trigger tries again.
 */
import { reportError } from '@pwa/lib/report-error.ts';

export interface CoalescingRunner {
  /** Resolves when a pass that began after this call has ended. Never rejects. */
  request(): Promise<void>;
  /** Resolves when the running pass ends, or starts one when none runs (a reader who wants an answer, not a fresh one). */
  join(): Promise<void>;
  /** Whether a pass is running now. */
  running(): boolean;
}

/** `name` says what the job does, for the error report ("refreshing the held listings"). */
export function createCoalescingRunner(name: string, pass: () => Promise<void>): CoalescingRunner {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  const start = (): Promise<void> => {
    current = pass()
      .catch((error: unknown) => reportError(name, error))
      .finally(() => {
        current = null;
      });
    return current;
  };

  const request = (): Promise<void> => {
    if (!current) return start();
    next ??= current.then(() => {
      next = null;
      return request();
    });
    return next;
  };

  return {
    request,
    join: () => current ?? start(),
    running: () => current !== null,
  };
}
