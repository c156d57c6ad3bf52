/**
 * The moments the device may have fallen out of step with the server, heard in one place for the
 * whole app: the connection back, the app back in view, the worker relaying Background Sync or a
 * push. Listeners are attached with the first subscriber and removed with the last.
 */
import { isInboxChangedMessage } from './inbox-nudge.ts';
import { isFlushOutboxMessage } from './outbox-sync-tag.ts';

// Read from globalThis: in Node (tests, bench) and the service worker there is no page to hear.
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
