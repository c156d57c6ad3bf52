/**
 * Whether the auth dialog is open and on which tab (spec §4: closed, or open on signup or login).
 * A tiny external store, so the header, the route guard or any later screen can open the dialog
 * without sharing a React context with it.
 */
import { useSyncExternalStore } from 'react';

export type AuthTab = 'signup' | 'login';
export type AuthDialogState = 'closed' | AuthTab;

let state: AuthDialogState = 'closed';
const listeners = new Set<() => void>();

function setState(next: AuthDialogState): void {
  if (next === state) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export const openAuthDialog = (tab: AuthTab): void => setState(tab);
export const closeAuthDialog = (): void => setState('closed');
export const getAuthDialogState = (): AuthDialogState => state;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialogState(): AuthDialogState {
  return useSyncExternalStore(subscribe, getAuthDialogState, getAuthDialogState);
}
