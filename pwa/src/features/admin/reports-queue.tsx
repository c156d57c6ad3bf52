/**
 * The Reports & Safety tab: the open reports, one card per listing, user or message, most reported
 * first, each with what others see of it, whose it is, the reasons and every report; Dismiss, Warn
 * the user behind it, Hide the listing or Suspend its user, each with a reason. Below, the hidden
 * listings and the moderators' log. Read when the tab opens.
 */
import { useState } from 'react';
import type { ModerationAction, ReportedTarget } from '@shared/api.ts';
import { formatNumber } from '@shared/intl.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { moderationMessages } from '@shared/messages/moderation.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { useFetched } from '@pwa/sync/use-fetched.ts';
import { Button } from '@pwa/ui/button.tsx';
import { FetchedListStatus } from '@pwa/ui/fetched-list-status.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { actOnAccount, actOnReports, fetchHiddenListings, fetchModerationLog, fetchReportQueue, moderateListing } from './admin-api.ts';
import { HiddenListings } from './hidden-listings.tsx';
import { ModerationLog } from './moderation-log.tsx';
import type { ReasonQuestion } from './reason-dialog.tsx';
import { SectionHeading } from './section-heading.tsx';
import { ModerationReasonDialog } from './moderation-reason-dialog.tsx';

const t = moderationMessages;

type QueueAction = 'dismiss' | 'warn' | 'hide' | 'suspend';
type Asking = { target: ReportedTarget; action: QueueAction };

/** Sends one decision; the log's new entry. Hiding and suspending close the target's reports themselves. */
function decide({ target, action }: Asking, reason: string): Promise<ModerationAction> {
  if (action === 'hide') return moderateListing(target.targetId, 'hide', reason);
  if (action === 'suspend') return actOnAccount(target.targetUser?.id ?? '', 'suspend', reason);
  return actOnReports(target, action, reason);
}

const done = {
  dismiss: () => t.dismissed,
  warn: (name: string) => t.warned(name),
  hide: () => t.hid,
  suspend: (name: string) => t.suspended(name),
} satisfies Record<QueueAction, (name: string) => string>;

function question({ target, action }: Asking, working: boolean): ReasonQuestion {
  const name = target.targetUser?.name ?? '';
  const subject = target.summary;
  const confirm = (words: string) => (working ? t.working : words);
  switch (action) {
    case 'dismiss':
      return { title: t.dismissTitle, subject, label: t.reasonLabel, confirm: confirm(t.confirmDismiss) };
    case 'warn':
      return { title: t.warnTitle(name), subject, label: t.warnReasonLabel, confirm: confirm(t.confirmWarn), danger: true };
    case 'hide':
      return { title: t.hideTitle, subject, label: t.hideReasonLabel, confirm: confirm(t.confirmHide), danger: true };
    case 'suspend':
      return { title: t.suspendTitle(name), subject, label: t.suspendReasonLabel, confirm: confirm(t.confirmSuspend), danger: true };
  }
}

export function ReportsQueue() {
  const queue = useFetched(fetchReportQueue);
  const log = useFetched(fetchModerationLog);
  const [asking, setAsking] = useState<Asking | undefined>();
  const [working, setWorking] = useState(false);

  const hidden = useFetched(fetchHiddenListings);

  async function act(reason: string) {
    if (!asking) return;
    const { target, action } = asking;
    setWorking(true);
    try {
      const logged = await decide(asking, reason);
      // A suspension closes every report about the user (their listings and messages too): read again.
      if (action === 'suspend') queue.refresh();
      else queue.setState((current) => (current.status === 'ready' ? { status: 'ready', value: current.value.filter((entry) => entry.targetId !== target.targetId) } : current));
      if (action === 'hide' || action === 'suspend') hidden.refresh();
      log.setState((current) => (current.status === 'ready' ? { status: 'ready', value: [logged, ...current.value] } : current));
      showToast('success', done[action](target.targetUser?.name ?? ''));
      setAsking(undefined);
    } catch (error) {
      showToast('error', t.failed, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
      // Closed (or done) by another moderator meanwhile: the card goes.
      if (isApiError(error) && (error.code === 'reports-closed' || error.code === 'moderation-already-done')) {
        queue.refresh();
        setAsking(undefined);
      }
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="reports-heading" className="space-y-3">
        <SectionHeading id="reports-heading" title={t.heading} text={t.text} />
        {queue.state.status === 'ready' ? (
          queue.state.value.length === 0 ? (
            <p className="rounded-xl border border-border p-4 text-fg-muted">{t.empty}</p>
          ) : (
            <ul aria-labelledby="reports-heading" className="space-y-3">
              {queue.state.value.map((target) => (
                <ReportCard key={`${target.targetType}:${target.targetId}`} target={target} onAct={(action) => setAsking({ target, action })} />
              ))}
            </ul>
          )
        ) : (
          <FetchedListStatus status={queue.state.status} words={t} onRetry={queue.retry} />
        )}
      </section>
      <HiddenListings hidden={hidden} onLogged={(logged) => log.setState((current) => (current.status === 'ready' ? { status: 'ready', value: [logged, ...current.value] } : current))} />
      <ModerationLog state={log.state} onRetry={log.retry} headingId="moderation-log-heading" />
      <ModerationReasonDialog
        asking={asking ? question(asking, working) : undefined}
        working={working}
        onCancel={() => setAsking(undefined)}
        onConfirm={(reason) => void act(reason)}
      />
    </div>
  );
}

function ReportCard({ target, onAct }: { target: ReportedTarget; onAct: (action: QueueAction) => void }) {
  const headingId = `report-${target.targetId}`;
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{t.targetLabel[target.targetType]}</p>
          <h3 id={headingId} className="font-semibold break-words text-fg">
            {target.summary}
          </h3>
          {target.targetUser ? <p className="text-sm text-fg-muted">{t.whose(target.targetUser.name, target.targetUser.username)}</p> : null}
        </div>
        <span className="rounded-full bg-danger/10 px-2.5 py-1 text-sm font-semibold text-danger">{target.count === 1 ? t.oneReport : t.count(formatNumber(target.count))}</span>
      </div>
      <ul className="mt-3 space-y-2 text-sm">
        {target.reports.map((entry) => (
          <li key={entry.id} className="rounded-xl bg-surface-muted p-2">
            <p className="font-medium text-fg">{reportMessages.reasons[entry.reason]}</p>
            {entry.details ? <p className="break-words whitespace-pre-line text-fg">{entry.details}</p> : null}
            <p className="text-xs text-fg-muted">
              {t.reportBy(entry.reporter)} · {formatIndiaDate(entry.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onAct('dismiss')}>
          {t.dismiss}
        </Button>
        {target.targetUser ? (
          <Button variant="danger" onClick={() => onAct('warn')}>
            {t.warn(target.targetUser.name)}
          </Button>
        ) : null}
        {target.targetType === 'item' ? (
          <Button variant="danger" onClick={() => onAct('hide')}>
            {t.hide}
          </Button>
        ) : null}
        {target.targetUser ? (
          <Button variant="danger" onClick={() => onAct('suspend')}>
            {t.suspend(target.targetUser.name)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
