/**
 * A list the server answers for the signed-in user, held in memory only (use-fetched.ts): `put` takes
 * an entry the server has just answered with, in place of the one with its id or else first (the
 * server lists newest first); `remove` drops the entry with an id the server no longer holds.
 */
import { useCallback } from 'react';
import { useFetched } from './use-fetched.ts';

export type FetchedList<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: T[] };

/** `fetchList` is a module's function (the same one every render): a new one would read again. */
export function useFetchedList<T extends { id: string }>(fetchList: (signal: AbortSignal) => Promise<T[]>) {
  const { state: fetched, setState, retry, refresh } = useFetched(fetchList);
  const state: FetchedList<T> = fetched.status === 'ready' ? { status: 'ready', items: fetched.value } : fetched;
  const put = useCallback(
    (item: T) => {
      setState((current) => {
        const items = current.status === 'ready' ? current.value : [];
        return { status: 'ready', value: items.some((held) => held.id === item.id) ? items.map((held) => (held.id === item.id ? item : held)) : [item, ...items] };
      });
    },
    [setState],
  );
  const remove = useCallback(
    (id: string) => {
      setState((current) => (current.status === 'ready' ? { status: 'ready', value: current.value.filter((held) => held.id !== id) } : current));
    },
    [setState],
  );
  return { state, retry, refresh, put, remove };
}
