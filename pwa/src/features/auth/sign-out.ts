/**
 * Sign-out (spec §2, §7): clear this device's cached data and the worker's runtime caches first, then
 * let the browser follow GET /api/logout, which ends the server session and redirects to /.
 */
import { apiPaths } from '@shared/api.ts';
import { clearLocalData } from '@pwa/db/clear-local-data.ts';
import { clearRuntimeCaches } from '@pwa/lib/clear-runtime-caches.ts';

export async function signOut(): Promise<void> {
  try {
    await Promise.all([clearLocalData(), clearRuntimeCaches()]);
  } finally {
    // Even if clearing failed, the server session must still end.
    window.location.assign(apiPaths.logout);
  }
}
