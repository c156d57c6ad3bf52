/**
 * The favorites kept on the device: the id list under `favorites`, a plain JSON array
 * whose key and shape must not change, and beside it under `favoriteChanges` when each item was last toggled and for which
 * account, which is what merging with the account needs.
 */
import { reportError } from '@pwa/lib/report-error.ts';

// Both live in localStorage, written in one synchronous step: the list and its times can never
// disagree after a crash, sign-out's clearing of the Dexie cache leaves both (favorites belong
// to the device), and other tabs hear of both through the `storage` event. A Dexie table
// would be atomic with the outbox instead, but not with the list; the sync repairs a missing outbox
// operation (sync-favorites.ts pushes whatever the device has that the account lacks), while a list
// out of step with its times could not be told from a real change.
export const FAVORITES_KEY = 'favorites';
export const FAVORITE_CHANGES_KEY = 'favoriteChanges';
/** Fired on window when a merge with the account changed the favorites (a toggle fires favoriteToggled). */
export const FAVORITES_SYNCED_EVENT = 'kiraya:favorites-synced';

/** An item's last change on this device, or the account's state of it as last merged. */
export interface DeviceChange {
  favorite: boolean;
  /** ISO 8601: when the user toggled it (the device's clock, or the server's after it clamped it). */
  changedAt: string;
  /**
   * The account this state is known to belong to: queued for it, or merged from it. null: made while
   * nobody was signed in (or not queued yet), to be merged into the next account that signs in.
   */
  account: string | null;
}

export interface DeviceFavorites {
  /** The favorite ids in the list's order (oldest first, as toggles append). */
  ids: string[];
  changes: Map<string, DeviceChange>;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const isStorage = (value: unknown): value is StorageLike =>
  typeof value === 'object' && value !== null && 'getItem' in value && typeof value.getItem === 'function' && 'setItem' in value && typeof value.setItem === 'function';

/**
 * The page's localStorage, read from globalThis: the outbox's executors also run where there is none
 * (Node, for tests and the bench) and are type-checked without the DOM's types there.
 */
function storage(): StorageLike | undefined {
  const value: unknown = Reflect.get(globalThis, 'localStorage');
  return isStorage(value) ? value : undefined;
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null; // Storage can be blocked (private modes, site settings): act as if empty.
  }
}

/** The id list as stored; anything but an array of strings (a hand edit, an old format) is no favorites. */
export function parseFavoriteIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id === 'string'))] : [];
  } catch {
    return [];
  }
}

const isChange = (value: unknown): value is DeviceChange =>
  typeof value === 'object' &&
  value !== null &&
  'favorite' in value &&
  typeof value.favorite === 'boolean' &&
  'changedAt' in value &&
  typeof value.changedAt === 'string' &&
  !Number.isNaN(Date.parse(value.changedAt)) &&
  'account' in value &&
  (value.account === null || typeof value.account === 'string');

function parseChanges(raw: string | null): Map<string, DeviceChange> {
  if (!raw) return new Map();
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return new Map();
    return new Map(Object.entries(value).filter((entry): entry is [string, DeviceChange] => isChange(entry[1])));
  } catch {
    return new Map();
  }
}

/**
 * The list and its change times. Where they disagree — favorites kept before times were, or a tab
 * still running an older version of the app toggled one — the list is what the user sees, so it wins
 * as a change made now, on this device.
 */
export function loadDeviceFavorites(now: number = Date.now()): DeviceFavorites {
  const ids = parseFavoriteIds(read(FAVORITES_KEY));
  const changes = parseChanges(read(FAVORITE_CHANGES_KEY));
  const listed = new Set(ids);
  const at = new Date(now).toISOString();
  for (const id of ids) {
    if (!changes.get(id)?.favorite) changes.set(id, { favorite: true, changedAt: at, account: null });
  }
  for (const [id, change] of changes) {
    if (change.favorite && !listed.has(id)) changes.set(id, { favorite: false, changedAt: at, account: null });
  }
  return { ids, changes };
}

/** Writes the list and its times; false when storage refused (full or blocked). */
export function saveDeviceFavorites(state: DeviceFavorites): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(FAVORITES_KEY, JSON.stringify(state.ids));
    store.setItem(FAVORITE_CHANGES_KEY, JSON.stringify(Object.fromEntries(state.changes)));
    return true;
  } catch (error) {
    reportError('saving the favorites on the device', error);
    return false;
  }
}

const isEventTarget = (value: unknown): value is Pick<EventTarget, 'dispatchEvent'> =>
  typeof value === 'object' && value !== null && 'dispatchEvent' in value && typeof value.dispatchEvent === 'function';

/** Tells this tab's hearts to read the favorites again (other tabs get the `storage` event). */
export function announceFavoritesSynced(): void {
  // No window in Node (tests, bench) or a worker: nothing there shows favorites.
  const page: unknown = Reflect.get(globalThis, 'window');
  if (isEventTarget(page)) page.dispatchEvent(new Event(FAVORITES_SYNCED_EVENT));
}

/** Sets an item's state, keeping the list in step: a new favorite goes last, as a toggle puts it. */
export function setDeviceChange(state: DeviceFavorites, itemId: string, change: DeviceChange): void {
  state.changes.set(itemId, change);
  const listed = state.ids.includes(itemId);
  if (change.favorite && !listed) state.ids.push(itemId);
  if (!change.favorite && listed) state.ids = state.ids.filter((id) => id !== itemId);
}

/** Removes items from the device altogether: no favorite, no change to send (a deleted listing). */
export function dropDeviceItems(state: DeviceFavorites, itemIds: ReadonlySet<string>): boolean {
  const before = state.ids.length + state.changes.size;
  state.ids = state.ids.filter((id) => !itemIds.has(id));
  for (const id of itemIds) state.changes.delete(id);
  return state.ids.length + state.changes.size !== before;
}
