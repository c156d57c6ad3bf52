/**
 * The Support tab (read when the tab is opened, as Radix mounts only the open tab): the queue of support requests (loading, empty, failed with Retry), each with its
 * answer box or its answer, and "Load more". Answers need a connection: they are never queued.
 */
import { LoaderCircle, WifiOff } from 'lucide-react';
import { supportMessages } from '@shared/messages/support.ts';
import { useOnline } from '@pwa/lib/use-online.ts';
import { Button } from '@pwa/ui/button.tsx';
import { SupportRequestCard } from './support-request-card.tsx';
import { useSupportQueue } from './use-support-queue.ts';
import { SectionHeading } from './section-heading.tsx';

const t = supportMessages.admin;

export function SupportQueue({ noteForbidden }: { noteForbidden: (error: unknown) => boolean }) {
  const online = useOnline();
  const queue = useSupportQueue(noteForbidden);
  return (
    <section aria-labelledby="support-queue-heading" className="flex flex-col gap-4">
      <SectionHeading id="support-queue-heading" title={t.heading} text={t.text} />
      {online ? null : (
        <p role="status" className="flex items-start gap-2 rounded-xl border border-border bg-surface-muted p-3 text-sm text-fg">
          <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" /> {t.offline}
        </p>
      )}
      {queue.status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-fg-muted">
          <LoaderCircle aria-hidden className="size-5 animate-spin" /> {t.loading}
        </p>
      ) : queue.status === 'failed' ? (
        <div role="alert" className="text-fg-muted">
          <p>{t.failed}</p>
          <Button variant="outline" className="mt-2" onClick={queue.reload}>
            {t.retry}
          </Button>
        </div>
      ) : queue.requests.length === 0 ? (
        <p className="text-fg-muted">{t.empty}</p>
      ) : (
        <ul aria-labelledby="support-queue-heading" className="flex flex-col gap-3">
          {queue.requests.map((request) => (
            <SupportRequestCard key={request.id} request={request} online={online} onAnswered={queue.replace} onStale={queue.reload} noteForbidden={noteForbidden} />
          ))}
        </ul>
      )}
      {queue.hasMore ? (
        <Button variant="outline" className="self-center" onClick={queue.loadMore} disabled={queue.loadingMore}>
          {queue.loadingMore ? t.loadingMore : t.loadMore}
        </Button>
      ) : null}
    </section>
  );
}
