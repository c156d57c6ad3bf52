/**
 * Starts replaying the outbox in this tab (DESIGN.md §7): now, when the connection returns, when the
 * app becomes visible, when the service worker relays a Background Sync (FLUSH_OUTBOX), when an
 * operation becomes due (queued here or in another tab, retried, edited) and when someone signs in.
 * Passes are serialised across tabs by the outbox lock. Returns a function that stops it all.
 */
import { liveQuery } from 'dexie';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { outboxRunner } from './app-outbox.ts';
import { isFlushOutboxMessage } from './background-sync.ts';
import { wakeOperationsWaitingForNetwork } from './outbox-actions.ts';

export function startOutboxSync(): () => void {
  const flush = () => void outboxRunner.request();
  const onOnline = () => void wakeOperationsWaitingForNetwork().finally(flush);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') flush();
  };
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isFlushOutboxMessage(event.data)) flush();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  navigator.serviceWorker?.addEventListener('message', onMessage);

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
      if (appeared) flush();
    },
  });

  // A new session (signing in, or a page load finding one) lets that account's operations go.
  let accountId: string | null | undefined;
  const session = liveQuery(async () => (await db.session.get(SESSION_KEY))?.user?.id ?? null).subscribe({
    next: (id) => {
      const signedIn = id !== null && id !== accountId;
      accountId = id;
      if (signedIn) flush();
    },
  });

  flush();
  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    dueOperations.unsubscribe();
    session.unsubscribe();
    outboxRunner.stop();
  };
}
