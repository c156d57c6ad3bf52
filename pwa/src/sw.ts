/**
 * Kiraya's service worker (DESIGN.md §8), built by vite-plugin-pwa (injectManifest). It precaches the
 * app shell and route chunks (Workbox de-duplicates the manifest's entries; vite-plugin-pwa lists the
 * icons twice, which a hand-written cache.addAll would reject), answers navigations with the shell,
 * and activates a new version only when the page asks (SKIP_WAITING).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// This file is a module (it imports), so this narrows `self` here only instead of clashing with the
// DOM lib's global; a worker with no imports would need `export {}` for the same effect.
declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page is the shell (the router draws it, or its 404 page); API calls and media never are.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/media(\/|$)/],
  }),
);

// The first install takes control of open pages so they work offline at once; later versions wait
// in "waiting" until the update prompt sends SKIP_WAITING.
clientsClaim();

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
