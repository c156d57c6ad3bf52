/**
 * The moderators' log as a list, newest first: who did what to which kind of target, why and when.
 * The Reports & Safety tab shows all of it; an account's page the part about that account.
 */
import type { ModerationAction } from '@shared/api.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { moderationMessages } from '@shared/messages/moderation.ts';
import type { Fetched } from '@pwa/sync/use-fetched.ts';
import { FetchedListStatus } from '@pwa/ui/fetched-list-status.tsx';
import { SectionHeading } from './section-heading.tsx';

const t = moderationMessages;

interface ModerationLogProps {
  state: Fetched<ModerationAction[]>;
  onRetry: () => void;
  /** The section heading's id, unique on the page. */
  headingId: string;
  heading?: string;
  text?: string;
  /** 3 inside a page with its own level-2 heading (an account's page). */
  level?: 2 | 3;
}

export function ModerationLog({ state, onRetry, headingId, heading = t.logHeading, text = t.logText, level = 2 }: ModerationLogProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <SectionHeading id={headingId} title={heading} text={text} level={level} />
      {state.status === 'ready' ? (
        state.value.length === 0 ? (
          <p className="text-sm text-fg-muted">{t.logEmpty}</p>
        ) : (
          <ol aria-labelledby={headingId} className="divide-y divide-border rounded-xl border border-border">
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
