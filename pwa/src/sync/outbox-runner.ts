/**
 * Runs flush passes of the outbox when asked (start, online, visible, a new operation, the service
 * worker's FLUSH_OUTBOX, a sign-in) and when a waiting operation falls due: through the sync module's
 * coalescing runner (one pass at a time, requests during a pass share one more) and under the outbox
 * lock (one flusher across tabs and the service worker).
 */
import { createCoalescingRunner } from './coalescing-runner.ts';
import type { FlushOutcome } from './flush-outbox.ts';
import { OUTBOX_LOCK, withLock } from './with-lock.ts';

export interface RunnerOptions {
  flush: () => Promise<FlushOutcome>;
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  now?: () => number;
  /** Hears every pass's outcome (app-outbox.ts registers Background Sync on it). */
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

export function createOutboxRunner({ flush, lock = (task) => withLock(OUTBOX_LOCK, task), now = Date.now, onOutcome }: RunnerOptions): OutboxRunner {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const wakeAt = (at: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void runner.request(), Math.max(0, at - now()));
  };

  const runner = createCoalescingRunner('sending the outbox', async () => {
    clearTimeout(timer);
    let outcome: FlushOutcome;
    try {
      outcome = await lock(flush);
    } catch (error) {
      // The operations are still queued: the pass is tried again in a while (and reported below).
      wakeAt(now() + FAILED_PASS_RETRY_MS);
      throw error;
    }
    // After a 401 nothing is worth sending until the user signs in (a new session starts a pass).
    if (outcome.retryAt !== null && outcome.stopped !== 'sign-in') wakeAt(outcome.retryAt);
    onOutcome?.(outcome);
  });

  return {
    request: runner.request,
    stop: () => clearTimeout(timer),
  };
}
