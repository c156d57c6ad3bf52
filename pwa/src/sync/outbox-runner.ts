/**
 * Runs flush passes when asked (start, online, visible, a new operation, the service worker's
 * FLUSH_OUTBOX) and when a waiting operation falls due: one pass at a time under the outbox lock, and
 * requests that arrive during a pass share one more pass after it (the running one may have walked
 * past what was just queued).
 */
import type { FlushOutcome } from './flush-outbox.ts';
import { withOutboxLock } from './outbox-lock.ts';

export interface RunnerOptions {
  flush: () => Promise<FlushOutcome>;
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  now?: () => number;
  /** Hears every pass's outcome (start-outbox-sync.ts registers Background Sync on it). */
  onOutcome?: (outcome: FlushOutcome) => void;
}

export interface OutboxRunner {
  /** Resolves when a pass that began after this call has ended. Never rejects. */
  request(): Promise<void>;
  /** Cancels the timer of a waiting operation; later requests still run. */
  stop(): void;
}

/** After a pass failed on the device itself (storage unavailable), the next try. */
const FAILED_PASS_RETRY_MS = 30_000;

export function createOutboxRunner({ flush, lock = withOutboxLock, now = Date.now, onOutcome }: RunnerOptions): OutboxRunner {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const wakeAt = (at: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void request(), Math.max(0, at - now()));
  };

  const pass = async (): Promise<void> => {
    clearTimeout(timer);
    let outcome: FlushOutcome;
    try {
      outcome = await lock(flush);
    } catch {
      // The operations are still queued: the pass is tried again in a while.
      wakeAt(now() + FAILED_PASS_RETRY_MS);
      return;
    }
    // After a 401 nothing is worth sending until the user signs in (a new session starts a pass).
    if (outcome.retryAt !== null && outcome.stopped !== 'sign-in') wakeAt(outcome.retryAt);
    onOutcome?.(outcome);
  };

  function request(): Promise<void> {
    if (!running) {
      running = pass().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return request();
    });
    return queued;
  }

  return {
    request,
    stop: () => clearTimeout(timer),
  };
}
