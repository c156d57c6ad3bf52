/**
 * The user's payments (GET /api/payments), in memory only: loading, failed (with a retry) or ready;
 * `refresh` reads again while the list stays shown (after a payment).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Payment } from '@shared/api.ts';
import { fetchPayments } from './premium-api.ts';

export type PaymentsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; payments: Payment[] };

export function usePayments() {
  const [state, setState] = useState<PaymentsState>({ status: 'loading' });
  const [reads, setReads] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    fetchPayments(abort.signal).then(
      (payments) => setState({ status: 'ready', payments }),
      () => {
        if (!abort.signal.aborted) setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      },
    );
    return () => abort.abort();
  }, [reads]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setReads((count) => count + 1);
  }, []);
  const refresh = useCallback(() => setReads((count) => count + 1), []);
  return { state, retry, refresh };
}
