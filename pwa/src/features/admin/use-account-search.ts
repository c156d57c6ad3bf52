/**
 * The moderators' account search: idle until asked, then searching, failed (with the server's words)
 * or the matching accounts. A new search calls off the one still on its way; `patch` shows in the
 * results what an account's page has read since (suspended, administrator).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminUserSummary } from '@shared/api.ts';
import { userAdminMessages as t } from '@shared/messages/user-admin.ts';
import { searchAccounts } from './admin-api.ts';
import { failureText } from './use-account.ts';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; q: string }
  | { status: 'failed'; q: string; message: string }
  | { status: 'ready'; q: string; accounts: AdminUserSummary[] };

export function useAccountSearch() {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const search = useCallback((q: string) => {
    running.current?.abort();
    const abort = new AbortController();
    running.current = abort;
    setState({ status: 'loading', q });
    searchAccounts(q, abort.signal).then(
      (accounts) => {
        if (!abort.signal.aborted) setState({ status: 'ready', q, accounts });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ status: 'failed', q, message: failureText(error, t.searchFailed, 'searching accounts') });
      },
    );
  }, []);

  const patch = useCallback((read: AdminUserSummary) => {
    const { id, username, fullName, email, phone, role, suspended, createdAt } = read;
    const fresh: AdminUserSummary = { id, username, fullName, email, phone, role, suspended, createdAt };
    setState((current) => (current.status === 'ready' ? { ...current, accounts: current.accounts.map((account) => (account.id === id ? fresh : account)) } : current));
  }, []);

  return { state, search, patch };
}
