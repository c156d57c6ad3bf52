/**
 * Registers the worker through workbox-window and connects its events to the update flow; loaded
 * after the page (see register-service-worker.ts), which also says how to show the prompt.
 */
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from './register-service-worker.ts';
import { createUpdateFlow, type WaitingWorker } from './update-flow.ts';
import { reportErrorAs } from '@pwa/lib/report-error.ts';
import { onSyncTrigger } from '@pwa/sync/core.ts';

/** An installed app can stay open for days; it looks for a new version when shown, at most hourly. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The message the worker (sw.ts) takes over on. */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

/** `worker`, for the update flow: active once it has activated or controls this page, whichever is heard first. */
function waitingWorker(worker: ServiceWorker): WaitingWorker {
  return {
    onceActive(then) {
      let done = false;
      const once = (): void => {
        if (done) return;
        done = true;
        then();
      };
      navigator.serviceWorker.addEventListener('controllerchange', once, { once: true });
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') once();
      });
      if (worker.state === 'activated') once();
    },
    skipWaiting: () => worker.postMessage(SKIP_WAITING),
  };
}

export function watchServiceWorker(showPrompt: (reload: () => void) => void): void {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  const registered = workbox.register();
  const flow = createUpdateFlow({
    waitingWorker: async () => {
      const worker = (await registered)?.waiting;
      return worker ? waitingWorker(worker) : undefined;
    },
    reload: () => window.location.reload(),
    offer: showPrompt,
  });
  workbox.addEventListener('waiting', flow.waiting);
  registered.catch(reportErrorAs('registering the service worker'));

  let checkedAt = Date.now();
  // The app coming back into view, heard through the sync module's one set of triggers.
  onSyncTrigger((trigger) => {
    if (trigger !== 'visible' || Date.now() - checkedAt < UPDATE_CHECK_INTERVAL_MS) return;
    checkedAt = Date.now();
    // Offline the check fails; the next one (or the next visit) tries again.
    workbox.update().catch(reportErrorAs('looking for a new version'));
  });
}
