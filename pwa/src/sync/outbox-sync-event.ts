/**
 * Where the service worker's Background Sync for the outbox runs: in a page the user
 * has in view, which shows the pass as it goes, or else in the worker itself.
 */
import { FLUSH_OUTBOX_MESSAGE } from './outbox-sync-tag.ts';

// Only a page in view can be trusted to run it. A hidden window client may never run a line again:
// a document being replaced by a navigation or closed is still listed for a moment, and a tab in the
// background may be frozen. A message posted to one is not heard, while the event ends at once as if
// the outbox had gone, so the browser would not fire it again and the write would wait for the user
// to come back. With none in view the worker sends the outbox itself; a hidden page that is alive
// and flushing too is harmless, as the outbox lock puts the two passes one after the other.
/** What is read of a WindowClient here (the worker's type, not in the page's TypeScript library). */
export interface PageClient {
  readonly visibilityState: string;
  postMessage(message: unknown): void;
}

export interface OutboxSyncDeps {
  /** The worker's window clients: self.clients.matchAll({ type: 'window' }). */
  pages: () => Promise<readonly PageClient[]>;
  /** The worker's own pass (flush-in-worker.ts); rejects when the outbox still waits for the network. */
  flushHere: () => Promise<void>;
}

/** The `sync` event's work: resolves when it is handed to a page in view or sent by the worker. */
export async function runOutboxSync({ pages, flushHere }: OutboxSyncDeps): Promise<void> {
  const inView = (await pages()).filter((page) => page.visibilityState === 'visible');
  if (!inView.length) return flushHere();
  for (const page of inView) page.postMessage({ type: FLUSH_OUTBOX_MESSAGE });
}
