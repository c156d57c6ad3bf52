/**
 * The moments the device may have fallen out of step with the server, heard in ONE place for the
 * whole app: the connection came back (`online`), the app came back into view
 * (`visibilitychange` to visible), the service worker relayed a Background Sync (FLUSH_OUTBOX,
 * outbox-sync-tag.ts) or a push (INBOX_CHANGED, inbox-nudge.ts: the inbox sync runs at once). The sync jobs (start-sync.ts), the session check and pages that refresh
 * themselves (useReconnects) subscribe here; the browser's listeners are attached once, with the
 * first subscriber, and removed with the last.
 *
 * Read from globalThis: in Node (tests, bench) and the service worker there is no page to hear.
 */
import { isInboxChangedMessage } from './inbox-nudge.ts';
import { isFlushOutboxMessage } from './outbox-sync-tag.ts';

export type SyncTrigger = 'online' | 'visible' | 'background-sync' | 'push';
export type SyncTriggerListener = (trigger: SyncTrigger) => void;

const listeners = new Set<SyncTriggerListener>();
let detach: (() => void) | null = null;

const tell = (trigger: SyncTrigger): void => listeners.forEach((listener) => listener(trigger));

function attach(): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
  const onOnline = () => tell('online');
  const onVisibility = () => {
    if (document.visibilityState === 'visible') tell('visible');
  };
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isFlushOutboxMessage(event.data)) tell('background-sync');
    else if (isInboxChangedMessage(event.data)) tell('push');
  };
  // Captured now: a test may swap navigator.serviceWorker later, and removal must find the same one.
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  worker?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
    worker?.removeEventListener('message', onMessage);
  };
}

/** Calls back on every trigger until the returned function is called. */
export function onSyncTrigger(listener: SyncTriggerListener): () => void {
  listeners.add(listener);
  detach ??= attach();
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      detach?.();
      detach = null;
    }
  };
}
