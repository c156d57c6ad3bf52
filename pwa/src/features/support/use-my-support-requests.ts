/**
 * The signed-in user's support requests, held in memory: loading, failed (with a retry) or ready;
 * `add` puts a request just sent first. Read again when the connection comes back, so an answer given
 * meanwhile shows.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SupportRequest } from '@shared/api.ts';
import { useReconnects } from '@pwa/sync/core.ts';
import { fetchMySupportRequests } from './support-api.ts';

export type MySupportRequests = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; requests: SupportRequest[] };

export function useMySupportRequests() {
  const [state, setState] = useState<MySupportRequests>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const reconnects = useReconnects();

  useEffect(() => {
    const abort = new AbortController();
    fetchMySupportRequests(abort.signal).then(
      (requests) => setState({ status: 'ready', requests }),
      () => {
        if (!abort.signal.aborted) setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      },
    );
    return () => abort.abort();
  }, [reads, reconnects]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setReads((count) => count + 1);
  }, []);
  const add = useCallback((request: SupportRequest) => {
    setState((current) => ({ status: 'ready', requests: [request, ...(current.status === 'ready' ? current.requests.filter((held) => held.id !== request.id) : [])] }));
  }, []);
  return { state, retry, add };
}
