/**
 * The service worker's own flush, for a Background Sync that comes with no page in
 * view (every tab closed, hidden or frozen, outbox-sync-event.ts): the same pass the app runs, under
 * the same lock. A pass that still finds no network fails the sync event, which tells the browser to
 * try again later.
 */
import { appFlushDeps } from './app-flush-deps.ts';
import { flushOutbox } from './flush-outbox.ts';
import { wakeOperationsWaitingForNetwork } from './outbox-actions.ts';
import { forgetWatches } from './watched-writes.ts';
import { OUTBOX_LOCK, withLock } from './with-lock.ts';

export async function flushInWorker(): Promise<void> {
  // The browser fires Background Sync once the connection is back: what waited out a backoff for
  // want of one is due now (a tab that tried while offline left its operations waiting).
  await wakeOperationsWaitingForNetwork();
  const outcome = await withLock(OUTBOX_LOCK, async () => {
    // With no page in view nobody watches a save: a mark left by a tab closed mid-save must not have
    // media left out with no one told (the outbox's own rules apply, media-watch.ts). Cleared holding
    // the lock: a hidden tab still alive may be in a pass sending a save it watches, which keeps its mark.
    await forgetWatches();
    return flushOutbox(await appFlushDeps());
  });
  if (outcome.stopped === 'offline-or-busy') throw new Error('the outbox still waits for the network');
}
