/**
 * Background Sync, where the browser has it (Chromium): the service worker gets a
 * `sync` event with this tag once the connection is back, and asks the open app to flush
 * ({ type: 'FLUSH_OUTBOX' }, pwa/src/sw.ts). Elsewhere the `online` and visibility events do it.
 */
import { reportError } from '@pwa/lib/report-error.ts';
import { OUTBOX_SYNC_TAG } from './outbox-sync-tag.ts';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

function isSyncManager(value: unknown): value is SyncManagerLike {
  return typeof value === 'object' && value !== null && 'register' in value && typeof value.register === 'function';
}

function syncManagerOf(registration: ServiceWorkerRegistration): SyncManagerLike | undefined {
  // Not in TypeScript's DOM library: the API is Chromium's only.
  const sync: unknown = Reflect.get(registration, 'sync');
  return isSyncManager(sync) ? sync : undefined;
}

export async function registerBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // No worker (development, or not registered yet) or a refusal (permission, private mode): the
  // online and visibility events still flush, so the failure is only reported.
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = registration && syncManagerOf(registration);
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    reportError('asking for Background Sync', error);
  }
}
