/** The user's own support requests, newest first: each message, open or answered, and the answer. */
import type { SupportRequest } from '@shared/api.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { supportMessages } from '@shared/messages/support.ts';
import { FetchedListBody } from '@pwa/ui/fetched-list-body.tsx';
import type { FetchedList } from '@pwa/sync/use-fetched-list.ts';

const t = supportMessages.mine;

const badgeClass = (request: SupportRequest): string =>
  request.status === 'open' ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' : 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200';

export function SupportRequestsList({ state, onRetry }: { state: FetchedList<SupportRequest>; onRetry: () => void }) {
  return (
    <section aria-labelledby="support-requests-heading" className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="support-requests-heading" className="text-lg font-bold text-fg">
        {t.heading}
      </h2>
      <FetchedListBody state={state} onRetry={onRetry} text={{ loading: t.loading, failed: t.failed, retry: t.retry, empty: t.empty }}>
        {(requests) => (
          <ul className="mt-3 space-y-3">
            {requests.map((request) => (
              <li key={request.id} className="rounded-xl border border-border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-fg-muted">
                  <span>{t.sentOn(formatIndiaDate(request.createdAt))}</span>
                  <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeClass(request)}`}>
                    {request.status === 'open' ? t.open : t.answered}
                  </span>
                </div>
                <p className="mt-2 break-words whitespace-pre-line text-fg">{request.message}</p>
                {request.answer !== null ? (
                  <div className="mt-3 rounded-lg bg-surface-muted p-3">
                    <h3 className="text-sm font-semibold text-fg">{t.answerHeading}</h3>
                    <p className="mt-1 break-words whitespace-pre-line text-fg">{request.answer}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </FetchedListBody>
    </section>
  );
}
