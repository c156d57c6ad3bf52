/**
 * Registers the service worker in production builds only (a dev worker would serve stale modules).
 * No automatic reload on update: a waiting worker takes over only when the user agrees (the update
 * prompt sends SKIP_WAITING; it comes with its own issue).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = (): void => {
    void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register());
  };
  // After load, so registering and precaching never compete with the first page's own requests.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
