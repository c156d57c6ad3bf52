/**
 * The names the page and the service worker share for Background Sync, in a module
 * with no imports so the worker's build can take it too.
 */
export const OUTBOX_SYNC_TAG = 'kiraya-outbox';

/** The message the service worker posts to its clients on a `sync` event with OUTBOX_SYNC_TAG. */
export const FLUSH_OUTBOX_MESSAGE = 'FLUSH_OUTBOX';

/** Whether a message from the service worker is FLUSH_OUTBOX. */
export function isFlushOutboxMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === FLUSH_OUTBOX_MESSAGE;
}
