/**
 * Favorites kept on the device: item ids as a JSON array in localStorage under `favorites`. A toggle
 * announces itself with a `favoriteToggled` event on window, so every heart on the page updates and the
 * sync (favorites-job.ts) queues it; other tabs learn through the browser's `storage` event.
 */
import { browseMessages } from '@shared/messages/browse.ts';
import { showToast } from '@pwa/ui/toast.ts';
import {
  announceFavoritesSynced,
  dropDeviceItems,
  FAVORITES_KEY,
  FAVORITES_SYNCED_EVENT,
  loadDeviceFavorites,
  parseFavoriteIds,
  saveDeviceFavorites,
  setDeviceChange,
} from './device-favorites.ts';

export { FAVORITES_KEY };
export const FAVORITE_TOGGLED_EVENT = 'favoriteToggled';

export type FavoriteAction = 'added' | 'removed';

export interface FavoriteToggledDetail {
  id: string;
  action: FavoriteAction;
}

declare global {
  interface WindowEventMap {
    favoriteToggled: CustomEvent<FavoriteToggledDetail>;
  }
}

const EMPTY: ReadonlySet<string> = new Set();
let cachedRaw: string | null = null;
let cachedIds: ReadonlySet<string> = EMPTY;

function readRaw(): string | null {
  try {
    return localStorage.getItem(FAVORITES_KEY);
  } catch {
    return null; // Storage can be blocked (private modes, site settings): act as if empty.
  }
}

/** The favorite ids; the same Set object until storage changes, as useSyncExternalStore needs. */
export function readFavorites(): ReadonlySet<string> {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const ids = parseFavoriteIds(raw);
    cachedIds = ids.length ? new Set(ids) : EMPTY;
  }
  return cachedIds;
}

/** Adds or removes the id, tells the page, and shows "Added to favorites" or "Removed from favorites". */
export function toggleFavorite(id: string, now: number = Date.now()): FavoriteAction {
  // From what the page shows: with storage blocked, that is the only record of earlier toggles.
  const ids = new Set(readFavorites());
  const action: FavoriteAction = ids.has(id) ? 'removed' : 'added';
  if (action === 'added') ids.add(id);
  else ids.delete(id);
  // Each toggle records when it was made (device-favorites.ts): merging with a signed-in account needs it.
  const state = loadDeviceFavorites(now);
  // Never earlier than the item's last change, even if the clock was set back since: the device's
  // own latest toggle must win the merge over its earlier ones.
  const previous = state.changes.get(id);
  const changedAt = new Date(Math.max(now, previous ? Date.parse(previous.changedAt) + 1 : 0)).toISOString();
  setDeviceChange(state, id, { favorite: action === 'added', changedAt, account: null });
  // Full or blocked storage: the heart still flips for this page, the event below says so.
  saveDeviceFavorites(state);
  cachedRaw = readRaw();
  cachedIds = ids;
  window.dispatchEvent(new CustomEvent(FAVORITE_TOGGLED_EVENT, { detail: { id, action } }));
  const t = browseMessages.favorites;
  showToast('success', action === 'added' ? t.added : t.removed);
  return action;
}

/**
 * Takes listings the server deleted off the device's favorites, without a toast or a change to send:
 * nobody toggled anything, and the account lists no deleted listing either.
 */
export function forgetFavorites(ids: readonly string[]): void {
  if (!ids.length) return;
  const state = loadDeviceFavorites();
  if (dropDeviceItems(state, new Set(ids)) && saveDeviceFavorites(state)) announceFavoritesSynced();
}

/** Calls back on a toggle or a merge with the account in this tab, or a change of the key in another tab. */
export function subscribeFavorites(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    // key null means the other tab cleared all storage.
    if (event.key === FAVORITES_KEY || event.key === null) onChange();
  };
  window.addEventListener(FAVORITE_TOGGLED_EVENT, onChange);
  window.addEventListener(FAVORITES_SYNCED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(FAVORITE_TOGGLED_EVENT, onChange);
    window.removeEventListener(FAVORITES_SYNCED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
