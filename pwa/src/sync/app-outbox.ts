/**
 * The app's outbox: the flusher wired to the real network, the signed-in account from the session
 * cache and every kind's executor. Made on first use, so importing the sync module's public face
 * costs nothing until something is queued or sent. Tests and the bench build their own from the
 * same parts.
 */
import { appFlushDeps } from './app-flush-deps.ts';
import { registerBackgroundSync } from './background-sync.ts';
import { flushOutbox } from './flush-outbox.ts';
import { createOutboxRunner, type OutboxRunner } from './outbox-runner.ts';
import { announceSessionRefused } from './session-refused.ts';

let runner: OutboxRunner | undefined;

/** This tab's one outbox runner. */
export function outboxRunner(): OutboxRunner {
  runner ??= createOutboxRunner({
    flush: async () => flushOutbox(await appFlushDeps()),
    onOutcome: (outcome) => {
      // Work left for later: let the browser wake the app when the connection returns, even if the
      // tab is in the background by then (where Background Sync exists).
      if (outcome.stopped === 'offline-or-busy') void registerBackgroundSync();
      // Refused the session: the device asks who is signed in now rather than at the next page load.
      if (outcome.stopped === 'sign-in') announceSessionRefused();
    },
  });
  return runner;
}

/** Asks for a flush now (after signing in, say); resolves when it has run. */
export const requestOutboxFlush = (): Promise<void> => outboxRunner().request();
