/**
 * Registers the service worker in production builds only (a dev worker would serve stale modules),
 * after the page has loaded so registering and precaching never compete with its own requests.
 */
import { reportErrorAs } from '@pwa/lib/report-error.ts';

// The update flow (workbox-window, watch-service-worker.ts) is for a page a worker controls: on a
// repeat visit it loads then. A first visit has nothing to update yet, so it registers the worker
// with the browser's own call and brings the flow in once that worker takes control (it claims the
// page), off the first visit's JavaScript. The prompt's code loads only when a new version waits.
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  const watch = (): void => {
    void import('./watch-service-worker.ts').then((module) =>
      module.watchServiceWorker((reload) => {
        void import('./show-update-prompt.tsx').then((prompt) => prompt.showUpdatePrompt(reload));
      }),
    );
  };
  const start = (): void => {
    if (workers.controller) return watch();
    workers.addEventListener('controllerchange', watch, { once: true });
    workers.register(SERVICE_WORKER_URL, { scope: '/' }).catch(reportErrorAs('registering the service worker'));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
