/**
 * One Dexie live query shared by every component that reads it, while any of them is on screen: a
 * read many components make (who is signed in) costs one database read per change, not one each.
 */
import { useSyncExternalStore } from 'react';
import { liveQuery } from 'dexie';

interface State<T> {
  /** undefined until the first answer, as with useLiveQuery. */
  value: T | undefined;
  error?: unknown;
}

/** A hook reading `query`'s latest answer; like useLiveQuery, it throws the query's error to the nearest error boundary. */
export function sharedLiveQuery<T>(query: () => Promise<T>): () => T | undefined {
  const waiting: State<T> = { value: undefined };
  let state = waiting;
  const listeners = new Set<() => void>();
  let subscription: { unsubscribe: () => void } | undefined;
  const publish = (next: State<T>): void => {
    state = next;
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    subscription ??= liveQuery(query).subscribe({ next: (value) => publish({ value }), error: (error: unknown) => publish({ value: state.value, error }) });
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      // Nobody reads it any more: the next reader starts afresh, as a new useLiveQuery would.
      subscription?.unsubscribe();
      subscription = undefined;
      state = waiting;
    };
  };
  const snapshot = (): State<T> => state;

  return () => {
    const { value, error } = useSyncExternalStore(subscribe, snapshot, snapshot);
    if (error !== undefined) throw error;
    return value;
  };
}
