/**
 * The outbox as a sync job: a flush pass at start, when the account changes, when the app comes into
 * view, on Background Sync and when the connection returns (first making due what waited for it),
 * and whenever an operation becomes due (queued here or in another tab, retried, edited).
 */
import { liveQuery } from 'dexie';
import { db } from '@pwa/db/app-db.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { outboxRunner } from './app-outbox.ts';
import { wakeOperationsWaitingForNetwork } from './outbox-actions.ts';
import type { SyncJob } from './start-sync.ts';

export function outboxJob(): SyncJob {
  const runner = outboxRunner();
  return {
    name: 'sending the outbox',
    async on(trigger) {
      // Both mean the connection is back: what waited for it is due now.
      if (trigger === 'online' || trigger === 'background-sync') await wakeOperationsWaitingForNetwork();
      await runner.request();
    },
    watch() {
      // Operations due at once: new ones, retried or edited ones, ones woken by `online`. A pass runs
      // when one appears that was not there before (not when one leaves: that is a pass at work). An
      // edit or a retry always makes its operation due afresh (nextAttemptAt 0 from a backoff or from
      // failed), so it appears here too.
      // Keys only, from an index: this runs again on every change to the outbox, a pass's too.
      let due = new Set<number>();
      const dueOperations = liveQuery(() => db.outbox.where('[status+nextAttemptAt]').equals(['pending', 0]).primaryKeys()).subscribe({
        next: (seqs) => {
          const appeared = seqs.some((seq) => !due.has(seq));
          due = new Set(seqs);
          if (appeared) void runner.request();
        },
        error: (error: unknown) => reportError('watching the outbox', error),
      });
      return () => {
        dueOperations.unsubscribe();
        runner.stop();
      };
    },
  };
}
