/**
 * Deletes the service worker's runtime caches (media, API responses) on sign-out. The precache (the
 * app shell, named "workbox-precache-…") stays, so the app still opens offline after signing out.
 */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)));
}
