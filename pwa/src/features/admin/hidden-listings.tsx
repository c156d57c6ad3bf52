/**
 * The hidden listings on the Reports & Safety tab, those whose owners asked for a review first: each
 * with its owner and why it was hidden; List again, or (asked for a review) Keep hidden with a new
 * reason the owner reads. Each decision asks a reason the log keeps.
 */
import { useState } from 'react';
import type { HiddenListing, ModerationAction } from '@shared/api.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { moderationMessages } from '@shared/messages/moderation.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import type { useFetched } from '@pwa/sync/use-fetched.ts';
import { Button } from '@pwa/ui/button.tsx';
import { FetchedListStatus } from '@pwa/ui/fetched-list-status.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { moderateListing } from './admin-api.ts';
import { SectionHeading } from './section-heading.tsx';
import { ModerationReasonDialog } from './moderation-reason-dialog.tsx';

const t = moderationMessages;

type Asking = { listing: HiddenListing; action: 'hide' | 'restore' };

interface HiddenListingsProps {
  hidden: ReturnType<typeof useFetched<HiddenListing[]>>;
  onLogged: (logged: ModerationAction) => void;
}

export function HiddenListings({ hidden, onLogged }: HiddenListingsProps) {
  const [asking, setAsking] = useState<Asking | undefined>();
  const [working, setWorking] = useState(false);

  async function act(reason: string) {
    if (!asking) return;
    setWorking(true);
    try {
      onLogged(await moderateListing(asking.listing.id, asking.action, reason));
      showToast('success', asking.action === 'restore' ? t.restored : t.keptHidden);
      setAsking(undefined);
      hidden.refresh();
    } catch (error) {
      showToast('error', t.failed, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
      if (isApiError(error) && error.code === 'moderation-already-done') {
        hidden.refresh();
        setAsking(undefined);
      }
    } finally {
      setWorking(false);
    }
  }

  const state = hidden.state;
  return (
    <section aria-labelledby="hidden-listings-heading" className="space-y-3">
      <SectionHeading id="hidden-listings-heading" title={t.hiddenHeading} text={t.hiddenText} />
      {state.status === 'ready' ? (
        state.value.length === 0 ? (
          <p className="rounded-xl border border-border p-4 text-fg-muted">{t.hiddenEmpty}</p>
        ) : (
          <ul aria-labelledby="hidden-listings-heading" className="space-y-3">
            {state.value.map((listing) => (
              <HiddenListingCard key={listing.id} listing={listing} onAct={(action) => setAsking({ listing, action })} />
            ))}
          </ul>
        )
      ) : (
        <FetchedListStatus status={state.status} words={{ loading: t.hiddenLoading, loadFailed: t.hiddenLoadFailed, retry: t.retry }} onRetry={hidden.retry} />
      )}
      <ModerationReasonDialog
        asking={
          asking
            ? asking.action === 'restore'
              ? { title: t.restoreTitle, subject: asking.listing.title, label: t.restoreReasonLabel, confirm: working ? t.working : t.confirmRestore }
              : { title: t.keepHiddenTitle, subject: asking.listing.title, label: t.hideReasonLabel, confirm: working ? t.working : t.confirmKeepHidden, danger: true }
            : undefined
        }
        working={working}
        onCancel={() => setAsking(undefined)}
        onConfirm={(reason) => void act(reason)}
      />
    </section>
  );
}

function HiddenListingCard({ listing, onAct }: { listing: HiddenListing; onAct: (action: 'hide' | 'restore') => void }) {
  const headingId = `hidden-${listing.id}`;
  const waiting = listing.status === 'review-requested';
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-fg">
            {listing.title}
          </h3>
          <p className="text-sm text-fg-muted">{t.whose(listing.owner.name, listing.owner.username)}</p>
        </div>
        {waiting ? <span className="rounded-full bg-primary-soft px-2.5 py-1 text-sm font-semibold text-primary">{t.reviewRequested}</span> : null}
      </div>
      <p className="mt-2 text-sm break-words text-fg">{t.hiddenBecause(listing.reason)}</p>
      <p className="text-xs text-fg-muted">{t.lastEdited(formatIndiaDate(listing.updatedAt))}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onAct('restore')}>
          {t.restore}
        </Button>
        {waiting ? (
          <Button variant="danger" onClick={() => onAct('hide')}>
            {t.keepHidden}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
