/**
 * Whether the auth dialog is open and on which tab (closed, or open on signup or login), and
 * what the user was doing when it opened: "Free Listing" opens it to go on to the listing form once
 * signed in or signed up, whichever tab they end on. A tiny external store, so the header, the route
 * guard or any later screen can open the dialog without sharing a React context with it.
 */
import { useSyncExternalStore } from 'react';

export type AuthTab = 'signup' | 'login';
export type AuthDialogState = 'closed' | AuthTab;
/** What to do once the user is signed in (go on to the page they asked for). */
export type AuthIntent = () => void;

let state: AuthDialogState = 'closed';
let intent: AuthIntent | null = null;
const listeners = new Set<() => void>();

function setState(next: AuthDialogState): void {
  if (next === state) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/** Opens the dialog on a tab; `then` runs after a successful sign-in or sign-up, never otherwise. */
export function openAuthDialog(tab: AuthTab, then?: AuthIntent): void {
  intent = then ?? null;
  setState(tab);
}

/** The user moved between Sign Up and Log In: what they came to do stays. */
export const switchAuthTab = (tab: AuthTab): void => setState(tab);

/** Closed without signing in: the intent is dropped, so a later sign-in elsewhere does not act on it. */
export function closeAuthDialog(): void {
  intent = null;
  setState('closed');
}

/** Closes the dialog after a successful sign-in or sign-up and goes on with what the user came to do. */
export function finishSignIn(): void {
  const then = intent;
  closeAuthDialog();
  then?.();
}

export const getAuthDialogState = (): AuthDialogState => state;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialogState(): AuthDialogState {
  return useSyncExternalStore(subscribe, getAuthDialogState, getAuthDialogState);
}
