/**
 * Who is signed in, read from Dexie: "loading" until Dexie has a session row or the
 * server's first answer is in; a cached user stays signed in while offline; no row and no answer
 * (offline on a first visit) reads as signed out.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { User } from '@shared/api.ts';
import { sharedLiveQuery } from '@pwa/lib/shared-live-query.ts';
import { checkSessionIfStale, isSessionCheckSettled, subscribeSessionCheck } from './session-check.ts';
import { readSession } from './session-store.ts';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: User }
  | { status: 'signed-out'; user: null };

/** The device's session row (undefined while reading), read once for every component asking (the header alone has several). */
export const useSessionRow = sharedLiveQuery(readSession);

const LOADING: AuthState = { status: 'loading', user: null };
const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };

export function useAuth(): AuthState {
  // undefined while Dexie is still reading; null when there is no row.
  const row = useSessionRow();
  const settled = useSyncExternalStore(subscribeSessionCheck, isSessionCheckSettled, isSessionCheckSettled);

  useEffect(() => {
    // From a task of its own: the first render's effects all run in one task, and this one starts a
    // database read and, with a session, a fetch.
    const timer = setTimeout(() => void checkSessionIfStale(), 0);
    return () => clearTimeout(timer);
  }, []);

  if (row === undefined) return LOADING;
  if (row?.user) return { status: 'signed-in', user: row.user };
  // A row saying "nobody" is an answer; no row is one only once the server check has settled.
  if (row !== null || settled) return SIGNED_OUT;
  return LOADING;
}
