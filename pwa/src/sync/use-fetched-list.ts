/**
 * A list the server answers for the signed-in user, held in memory only (not in Dexie: what it holds
 * is sensitive, like identity documents, or read only on its page, like support requests). Loading,
 * failed (with a retry) or ready; `refresh` reads again while the list stays shown; `put` takes an
 * entry the server has just answered with, in place of the one with its id or else first (the server
 * lists newest first); `remove` drops the entry with an id the server no longer holds. A list that could not load offline reads again once the connection is back.
 */
import { useCallback, useEffect, useState } from 'react';
import { useReconnects } from './core.ts';

export type FetchedList<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: T[] };

/** `fetchList` is a module's function (the same one every render): a new one would read again. */
export function useFetchedList<T extends { id: string }>(fetchList: (signal: AbortSignal) => Promise<T[]>) {
  const [state, setState] = useState<FetchedList<T>>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const reconnects = useReconnects();

  useEffect(() => {
    const abort = new AbortController();
    fetchList(abort.signal).then(
      (items) => setState({ status: 'ready', items }),
      () => {
        if (!abort.signal.aborted) setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      },
    );
    return () => abort.abort();
  }, [fetchList, reads, reconnects]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setReads((count) => count + 1);
  }, []);
  const refresh = useCallback(() => setReads((count) => count + 1), []);
  const put = useCallback((item: T) => {
    setState((current) => {
      const items = current.status === 'ready' ? current.items : [];
      return { status: 'ready', items: items.some((held) => held.id === item.id) ? items.map((held) => (held.id === item.id ? item : held)) : [item, ...items] };
    });
  }, []);
  const remove = useCallback((id: string) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', items: current.items.filter((held) => held.id !== id) } : current));
  }, []);
  return { state, retry, refresh, put, remove };
}
