/**
 * What the account search found, under its box: a line saying where the search is (announced), its
 * failure with Try again, and each account as a button opening its page. Back from a page, focus
 * returns to that account's button.
 */
import { useEffect, useRef } from 'react';
import type { AdminUserSummary } from '@shared/api.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { userAdminMessages as t } from '@shared/messages/user-admin.ts';
import { FetchedListStatus } from '@pwa/ui/fetched-list-status.tsx';
import { accountName } from './account-name.ts';
import { AccountBadges } from './account-badges.tsx';
import type { SearchState } from './use-account-search.ts';

interface AccountResultsProps {
  state: SearchState;
  onRetry: (q: string) => void;
  onOpen: (account: AdminUserSummary) => void;
  /** The account whose page was just left: its button takes focus. */
  focusId: string | undefined;
}

function statusLine(state: SearchState): string {
  if (state.status === 'idle') return t.idle;
  if (state.status === 'loading') return t.searching;
  if (state.status === 'failed') return '';
  return state.accounts.length === 0 ? t.noMatch(state.q) : t.found(state.accounts.length);
}

export function AccountResults({ state, onRetry, onOpen, focusId }: AccountResultsProps) {
  const returnRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    returnRef.current?.focus();
  }, []);
  return (
    <div className="space-y-3">
      {/* Always there, so a screen reader hears each change (empty when the search failed: the alert says so). */}
      <p role="status" className="text-sm text-fg-muted empty:hidden">
        {statusLine(state)}
      </p>
      {state.status === 'failed' ? (
        <FetchedListStatus status="failed" words={{ loading: t.searching, loadFailed: state.message, retry: t.retry }} onRetry={() => onRetry(state.q)} />
      ) : null}
      {state.status === 'ready' && state.accounts.length > 0 ? (
        <ul className="space-y-2">
          {state.accounts.map((account) => (
            <li key={account.id}>
              <button
                type="button"
                ref={account.id === focusId ? returnRef : undefined}
                onClick={() => onOpen(account)}
                className="block w-full rounded-xl border border-border bg-surface p-3 text-left hover:bg-surface-muted"
              >
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold break-words text-fg">{accountName(account)}</span>
                  {account.fullName?.trim() ? <span className="text-sm break-all text-fg-muted">{t.handle(account.username)}</span> : null}
                  <AccountBadges account={account} />
                </span>
                <span className="mt-1 block text-sm break-all text-fg">{account.email}</span>
                {account.phone ? <span className="block text-sm text-fg">{account.phone}</span> : null}
                <span className="mt-1 block text-xs text-fg-muted">{t.joined(formatIndiaDate(account.createdAt))}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
