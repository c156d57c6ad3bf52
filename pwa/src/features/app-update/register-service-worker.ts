/**
 * Registers the service worker in production builds only (a dev worker would serve stale modules),
 * after the page has loaded so registering and precaching never compete with its own requests.
 * Everything else loads then: workbox-window with the update flow (watch-service-worker.ts), and the
 * prompt's own code only when a new version is waiting.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const watch = (): void => {
    void import('./watch-service-worker.ts').then((module) =>
      module.watchServiceWorker((reload) => {
        void import('./show-update-prompt.tsx').then((prompt) => prompt.showUpdatePrompt(reload));
      }),
    );
  };
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
}
