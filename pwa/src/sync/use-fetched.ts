/**
 * Something the server answers for the signed-in user, held in memory only (not in Dexie: it is
 * sensitive, like identity documents, or read only on its page, like the email alert choices).
 * Loading, failed (with a retry) or ready; `refresh` reads again while what was read stays shown;
 * `setState` shows what the server has just answered. What could not load offline is read again once
 * the connection is back.
 */
import { useCallback, useEffect, useState } from 'react';
import { useReconnects } from './core.ts';

export type Fetched<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/** `fetchValue` is a module's function (the same one every render): a new one would read again. */
export function useFetched<T>(fetchValue: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Fetched<T>>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const reconnects = useReconnects();

  useEffect(() => {
    const abort = new AbortController();
    fetchValue(abort.signal).then(
      (value) => setState({ status: 'ready', value }),
      () => {
        if (!abort.signal.aborted) setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      },
    );
    return () => abort.abort();
  }, [fetchValue, reads, reconnects]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setReads((count) => count + 1);
  }, []);
  const refresh = useCallback(() => setReads((count) => count + 1), []);
  return { state, setState, retry, refresh };
}
