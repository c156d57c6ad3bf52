/**
 * Favourites kept on the device (spec §3, §4): item ids as a JSON array in localStorage under
 * `favorites`. A toggle announces itself with a `favoriteToggled` event on window, so every heart on
 * the page updates; other tabs learn through the browser's `storage` event.
 */
import { messages } from '@shared/messages.ts';
import { showToast } from '@pwa/ui/toast.ts';

export const FAVOURITES_KEY = 'favorites';
export const FAVOURITE_TOGGLED_EVENT = 'favoriteToggled';

export type FavouriteAction = 'added' | 'removed';

export interface FavouriteToggledDetail {
  id: string;
  action: FavouriteAction;
}

declare global {
  interface WindowEventMap {
    favoriteToggled: CustomEvent<FavouriteToggledDetail>;
  }
}

const EMPTY: ReadonlySet<string> = new Set();
let cachedRaw: string | null = null;
let cachedIds: ReadonlySet<string> = EMPTY;

function readRaw(): string | null {
  try {
    return localStorage.getItem(FAVOURITES_KEY);
  } catch {
    return null; // Storage can be blocked (private modes, site settings): act as if empty.
  }
}

function parse(raw: string | null): ReadonlySet<string> {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    // Anything but an array of strings (a hand edit, an old format) counts as no favourites.
    return Array.isArray(value) ? new Set(value.filter((id): id is string => typeof id === 'string')) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The favourite ids; the same Set object until storage changes, as useSyncExternalStore needs. */
export function readFavourites(): ReadonlySet<string> {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parse(raw);
  }
  return cachedIds;
}

/** Adds or removes the id, tells the page, and shows the spec's toast. */
export function toggleFavourite(id: string): FavouriteAction {
  const ids = new Set(readFavourites());
  const action: FavouriteAction = ids.has(id) ? 'removed' : 'added';
  if (action === 'added') ids.add(id);
  else ids.delete(id);
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([...ids]));
  } catch {
    // Full or blocked storage: the heart still flips for this page, the event below says so.
  }
  cachedRaw = readRaw();
  cachedIds = ids;
  window.dispatchEvent(new CustomEvent(FAVOURITE_TOGGLED_EVENT, { detail: { id, action } }));
  const t = messages.browse.favourites;
  showToast('success', action === 'added' ? t.added : t.removed);
  return action;
}

/** Calls back on a toggle in this tab or a change of the key in another tab. */
export function subscribeFavourites(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    // key null means the other tab cleared all storage.
    if (event.key === FAVOURITES_KEY || event.key === null) onChange();
  };
  window.addEventListener(FAVOURITE_TOGGLED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(FAVOURITE_TOGGLED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
