/**
 * The Reports & Safety tab: the open reports, one card per listing, user or message, most reported
 * first, each with what others see of it, whose it is, the reasons and every report; Dismiss, or Warn
 * the user behind it, each with a reason. Below, the moderators' log. Read when the tab opens.
 */
import { useState } from 'react';
import type { ModerationAction, ReportedTarget } from '@shared/api.ts';
import { formatNumber } from '@shared/intl.ts';
import { limits } from '@shared/limits.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { moderationMessages } from '@shared/messages/moderation.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { useFetched } from '@pwa/sync/use-fetched.ts';
import { Button } from '@pwa/ui/button.tsx';
import { FetchedListStatus } from '@pwa/ui/fetched-list-status.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { actOnReports, fetchModerationLog, fetchReportQueue } from './admin-api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const t = moderationMessages;

type Asking = { target: ReportedTarget; action: 'dismiss' | 'warn' };

export function ReportsQueue() {
  const queue = useFetched(fetchReportQueue);
  const log = useFetched(fetchModerationLog);
  const [asking, setAsking] = useState<Asking | undefined>();
  const [working, setWorking] = useState(false);

  async function act(reason: string) {
    if (!asking) return;
    const { target, action } = asking;
    setWorking(true);
    try {
      const done = await actOnReports(target, action, reason);
      queue.setState((current) => (current.status === 'ready' ? { status: 'ready', value: current.value.filter((entry) => entry.targetId !== target.targetId) } : current));
      log.setState((current) => (current.status === 'ready' ? { status: 'ready', value: [done, ...current.value] } : current));
      showToast('success', action === 'dismiss' ? t.dismissed : t.warned(target.targetUser?.name ?? ''));
      setAsking(undefined);
    } catch (error) {
      showToast('error', t.failed, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
      // Closed by another moderator meanwhile: the card goes.
      if (isApiError(error) && error.code === 'reports-closed') {
        queue.refresh();
        setAsking(undefined);
      }
    } finally {
      setWorking(false);
    }
  }

  const name = asking?.target.targetUser?.name ?? '';
  return (
    <div className="space-y-8">
      <section aria-labelledby="reports-heading" className="space-y-3">
        <div>
          <h2 id="reports-heading" className="text-xl font-bold text-fg">
            {t.heading}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{t.text}</p>
        </div>
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
      <ModerationLog state={log.state} onRetry={log.retry} />
      <ReasonDialog
        asking={
          asking
            ? asking.action === 'dismiss'
              ? { title: t.dismissTitle, subject: asking.target.summary, label: t.reasonLabel, confirm: working ? t.working : t.confirmDismiss }
              : { title: t.warnTitle(name), subject: asking.target.summary, label: t.warnReasonLabel, confirm: working ? t.working : t.confirmWarn, danger: true }
            : undefined
        }
        cancel={t.cancel}
        maxLength={limits.moderationReasonMax}
        blankText={reportMessages.validation.moderationReason}
        working={working}
        onCancel={() => setAsking(undefined)}
        onConfirm={(reason) => void act(reason)}
      />
    </div>
  );
}

function ReportCard({ target, onAct }: { target: ReportedTarget; onAct: (action: 'dismiss' | 'warn') => void }) {
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
      </div>
    </li>
  );
}

function ModerationLog({ state, onRetry }: { state: ReturnType<typeof useFetched<ModerationAction[]>>['state']; onRetry: () => void }) {
  return (
    <section aria-labelledby="moderation-log-heading" className="space-y-3">
      <div>
        <h2 id="moderation-log-heading" className="text-xl font-bold text-fg">
          {t.logHeading}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t.logText}</p>
      </div>
      {state.status === 'ready' ? (
        state.value.length === 0 ? (
          <p className="text-sm text-fg-muted">{t.logEmpty}</p>
        ) : (
          <ol aria-labelledby="moderation-log-heading" className="divide-y divide-border rounded-xl border border-border">
            {state.value.map((entry) => (
              <li key={entry.id} className="p-3 text-sm">
                <p className="font-medium text-fg">{t.logEntry(entry.admin, t.actionLabel[entry.action], t.targetLabel[entry.targetType])}</p>
                {entry.reason ? <p className="break-words text-fg">{entry.reason}</p> : null}
                <p className="text-xs text-fg-muted">{formatIndiaDate(entry.createdAt)}</p>
              </li>
            ))}
          </ol>
        )
      ) : (
        <FetchedListStatus status={state.status} words={{ loading: t.loading, loadFailed: t.loadFailed, retry: t.retry }} onRetry={onRetry} />
      )}
    </section>
  );
}
