/**
 * One account's page for the moderators, held in memory only: loading, failed (with the server's
 * words, a 403 or a 404 among them) or ready. `refresh` reads again after a decision while the page
 * stays shown; what could not load offline is read again once the connection is back.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AdminUserDetail } from '@shared/api.ts';
import { userAdminMessages as t } from '@shared/messages/user-admin.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { useReconnects } from '@pwa/sync/core.ts';
import { fetchAccount } from './admin-api.ts';

export type AccountState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; value: AdminUserDetail };

/** What a failed call says: the server's words, else (a fault on the device, logged) `fallback`. */
export function failureText(error: unknown, fallback: string, doing: string): string {
  if (isApiError(error)) return errorText(error);
  reportError(doing, error);
  return fallback;
}

/** `onRead` (the same function every render) hears each page read, to update the search results. */
export function useAccount(id: string, onRead: (account: AdminUserDetail) => void) {
  const [state, setState] = useState<AccountState>({ status: 'loading' });
  const [reads, setReads] = useState(0);
  const reconnects = useReconnects();

  useEffect(() => {
    const abort = new AbortController();
    fetchAccount(id, abort.signal).then(
      (value) => {
        setState({ status: 'ready', value });
        onRead(value);
      },
      (error: unknown) => {
        // A page already shown stays when a later read fails.
        if (!abort.signal.aborted) setState((current) => (current.status === 'ready' ? current : { status: 'failed', message: failureText(error, t.loadFailed, 'reading an account') }));
      },
    );
    return () => abort.abort();
  }, [id, onRead, reads, reconnects]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setReads((count) => count + 1);
  }, []);
  const refresh = useCallback(() => setReads((count) => count + 1), []);
  return { state, retry, refresh };
}
