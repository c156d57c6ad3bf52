/**
 * How a queued batch of favorite toggles reaches the account: POST /api/favorites with the batch's
 * Idempotency-Key. The server answers the account's state of the items sent, which the device takes
 * over by the merge rule: another device's later change wins here too, and a time the server clamped
 * (a clock running ahead) replaces the device's own.
 */
import { apiPaths, type FavoriteChangesRequest, type FavoriteEntry } from '@shared/api.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
// The engine's face for a kind's executor (not index.ts: executors run in the service worker too).
import type { Executor } from '@pwa/sync/executor.ts';
import { announceFavoritesSynced, loadDeviceFavorites, saveDeviceFavorites } from './device-favorites.ts';
import { mergeAccountEntries } from './favorite-merge.ts';

export const mergeFavoritesExecutor: Executor<'favorites.merge'> = {
  tables: ['session'],
  async run(op, io) {
    const entries = await io.http.send<FavoriteEntry[]>(apiPaths.favorites, { method: 'POST', body: op.payload, idempotencyKey: op.idempotencyKey });
    return async () => {
      // Another account signed in meanwhile: this account's favorites are not to show on the device.
      if ((await db.session.get(SESSION_KEY))?.user?.id !== op.accountId) return;
      const state = loadDeviceFavorites();
      if (mergeAccountEntries(state, entries, op.accountId) && saveDeviceFavorites(state)) announceFavoritesSynced();
    };
  },
};

declare module '@pwa/db/outbox-row.ts' {
  interface OutboxKinds {
    /** A batch of favorite toggles for the signed-in account. */
    'favorites.merge': { payload: FavoriteChangesRequest; progress: null };
  }
}
