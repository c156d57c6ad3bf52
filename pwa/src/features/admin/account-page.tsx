/**
 * An account's page within the User Management tab: its name at once (from the search result, and
 * focused), then its facts, the decisions on it, its listings, the reports against it, its documents
 * and what the moderators did about it. "Back to results" returns to the search as it was.
 */
import { useEffect, useRef, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { AdminUserDetail, AdminUserSummary } from '@shared/api.ts';
import { userAdminMessages as t } from '@shared/messages/user-admin.ts';
import { Button } from '@pwa/ui/button.tsx';
import { FetchedListStatus } from '@pwa/ui/fetched-list-status.tsx';
import { AccountActions } from './account-actions.tsx';
import { AccountBadges } from './account-badges.tsx';
import { AccountFacts } from './account-facts.tsx';
import { AccountListings } from './account-listings.tsx';
import { accountName } from './account-name.ts';
import { AccountDocuments, AccountReports } from './account-records.tsx';
import { ModerationLog } from './moderation-log.tsx';
import { useAccount } from './use-account.ts';
import { useAccountDecision } from './use-account-decision.ts';
import { ModerationReasonDialog } from './moderation-reason-dialog.tsx';

interface AccountPageProps {
  /** As the search found it: named while its page loads. */
  found: AdminUserSummary;
  /** The signed-in administrator's id: their own account takes no role or suspension decision. */
  selfId: string | undefined;
  onBack: () => void;
  onRead: (account: AdminUserDetail) => void;
}

export function AccountPage({ found, selfId, onBack, onRead }: AccountPageProps) {
  const { state, retry, refresh } = useAccount(found.id, onRead);
  const account = state.status === 'ready' ? state.value : undefined;
  const decision = useAccountDecision(account, refresh);
  const [decidedId, setDecidedId] = useState<string | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const shown = account ?? found;
  const name = accountName(shown);
  return (
    <div className="space-y-6">
      <Button variant="ghost" className="-ml-2 px-2" onClick={onBack}>
        <ArrowLeft aria-hidden className="size-5" /> {t.back}
      </Button>
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold break-words text-fg outline-none">
          {name}
        </h2>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {shown.fullName?.trim() ? <span className="break-all text-fg-muted">{t.handle(shown.username)}</span> : null}
          <AccountBadges account={shown} />
        </div>
      </div>
      {account ? (
        <>
          <AccountFacts account={account} />
          <AccountActions account={account} own={account.id === selfId} onAsk={(action) => decision.ask({ kind: 'account', action })} />
          <AccountListings
            listings={account.listings}
            decidedId={decidedId}
            onAsk={(action, listing) => {
              setDecidedId(listing.id);
              decision.ask({ kind: 'listing', action, listing });
            }}
          />
          <AccountReports reports={account.reports} />
          <AccountDocuments documents={account.documents} />
          <ModerationLog state={{ status: 'ready', value: account.log }} onRetry={refresh} headingId="account-log-heading" heading={t.logHeading} text={t.logText} level={3} />
        </>
      ) : (
        <FetchedListStatus status={state.status} words={{ loading: t.loading, loadFailed: state.status === 'failed' ? state.message : t.loadFailed, retry: t.retry }} onRetry={retry} />
      )}
      <ModerationReasonDialog
        asking={decision.question}
        working={decision.working}
        onCancel={decision.cancel}
        onConfirm={decision.decide}
      />
    </div>
  );
}
