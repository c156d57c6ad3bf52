/**
 * The sign-out check's state: null, or how many unsynced writes the user is told about before
 * signing out. A tiny external store, like the auth dialog's, so the header can open it.
 */
import { useSyncExternalStore } from 'react';

let unsynced: number | null = null;
const listeners = new Set<() => void>();

export function setSignOutCheck(count: number | null): void {
  unsynced = count;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = (): number | null => unsynced;

export function useSignOutCheck(): number | null {
  return useSyncExternalStore(subscribe, read, read);
}
