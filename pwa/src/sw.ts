/**
 * Kiraya's service worker (vite-plugin-pwa, injectManifest): precaches the shell and route chunks,
 * answers navigations with the shell, keeps images seen before, hands Background Sync to the outbox,
 * shows push alerts, and activates a new version only when the page asks (SKIP_WAITING).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { openAlert, sendRenewedSubscription, showPush, type AlertsWorker } from './features/alerts/worker-alerts.ts';
import { deviceLanguage } from './features/alerts/worker-language.ts';
import { MEDIA_CACHE_NAME } from './lib/media-cache.ts';
import { executors } from './app/outbox-kinds.ts';
import { flushInWorker } from './sync/flush-in-worker.ts';
import { registerOutboxExecutors } from './sync/outbox-executors.ts';
import { OUTBOX_SYNC_TAG } from './sync/outbox-sync-tag.ts';
import { runOutboxSync } from './sync/outbox-sync-event.ts';

/** Background Sync's event; TypeScript's WebWorker library does not have it. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The push subscription's renewal; nor this one (newSubscription is null in some browsers). */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

// This file is a module (it imports), so this narrows `self` here only instead of clashing with the
// DOM lib's global; a worker with no imports would need `export {}` for the same effect.
declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const DAY_SECONDS = 24 * 60 * 60;

// The worker's own flush replays every kind of queued write, as the page would.
registerOutboxExecutors(() => Promise.resolve(executors));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page is the shell (the router draws it, or its 404 page); API calls and media never are.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/media(\/|$)/],
  }),
);

// Photos (every srcset width), profile pictures and demo illustrations, cache-first: a stored object
// never changes (a new upload gets a new name), so a kept copy is as good as the network's, and one
// seen before shows offline. Video (/media/v/) is left to the network: players ask for byte ranges
// and get 206s, which a whole-file cache cannot answer. Same origin only, so no opaque responses.
const CACHED_MEDIA = /^\/media\/(?:i|a|demo)\/[^/]+$/;
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && CACHED_MEDIA.test(url.pathname) && !request.headers.has('range'),
  new CacheFirst({
    // Named with the page, which deletes evicted listings' photos from it; sign-out deletes it all.
    cacheName: MEDIA_CACHE_NAME,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // Bounded so a long browse cannot fill the phone (least recently used go first); if storage
      // runs out while saving one, the whole image cache goes: photos can be fetched again.
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
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

// Background Sync: the browser wakes the worker when the connection returns. Pages in
// view are asked to flush the outbox (they show its progress); with none in view (every tab closed,
// hidden or frozen), the worker runs the same flush itself, so queued writes land regardless.
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(runOutboxSync({ pages: () => self.clients.matchAll({ type: 'window' }), flushHere: flushInWorker }));
});

// Push alerts: this worker's side of them, in terms worker-alerts.ts can be tested with.
const alertsWorker: AlertsWorker = {
  origin: self.location.origin,
  showNotification: (title, options) => self.registration.showNotification(title, options),
  shownData: async (tag) => (await self.registration.getNotifications({ tag })).map((shown): unknown => shown.data),
  windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
  openWindow: (url) => self.clients.openWindow(url),
  fetch: (path, init) => fetch(path, init),
  language: () => deviceLanguage(self.navigator.languages),
};

self.addEventListener('push', (event) => {
  // text() rather than json(): a payload that is not JSON is shown as a plain alert, not thrown.
  event.waitUntil(showPush(alertsWorker, event.data?.text() ?? null));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAlert(alertsWorker, event.notification.data));
});

// The browser renewed (or dropped) the subscription: subscribe again with the same key when it gave
// none, and hand the new one to the account, so alerts keep coming without a visit.
self.addEventListener('pushsubscriptionchange', (event: Event) => {
  const change = event as PushSubscriptionChangeEvent;
  const renew = async () => {
    const key = change.oldSubscription?.options.applicationServerKey;
    const renewed = change.newSubscription ?? (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
    await sendRenewedSubscription(alertsWorker, renewed);
  };
  change.waitUntil(renew());
});
