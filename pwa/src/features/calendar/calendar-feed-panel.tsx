/**
 * The listing's calendar feed (owner only): its private address with "Copy link", "Add to calendar"
 * (the same address as webcal://, which phones hand to their calendar app) and "Reset link", which
 * asks first because the old address stops working.
 */
import { useEffect, useState } from 'react';
import { CalendarPlus, Copy, Rss, RotateCcw } from 'lucide-react';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { useReconnects } from '@pwa/sync/core.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { Button } from '@pwa/ui/button.tsx';
import { ConfirmDialog } from '@pwa/ui/confirm-dialog.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { fetchCalendarFeed, resetCalendarFeed } from './availability-api.ts';
import { errorText } from '@pwa/lib/error-text.ts';

const t = calendarMessages.feed;

type FeedState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'offline' } | { status: 'failed'; message: string };

/** webcal://host/path for an http(s) address: calendar apps subscribe to it. */
export const webcalUrl = (url: string): string => url.replace(/^https?:/, 'webcal:');

export function CalendarFeedPanel({ itemId, title }: { itemId: string; title: string }) {
  const [feed, setFeed] = useState<FeedState>({ status: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const reconnects = useReconnects();

  useEffect(() => {
    const controller = new AbortController();
    fetchCalendarFeed(itemId, controller.signal)
      .then((answer) => setFeed({ status: 'ready', url: answer.url }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.code === 'network-error') setFeed({ status: 'offline' });
        else
          setFeed({
            status: 'failed',
            message: isApiError(error) ? errorText(error) : t.failed,
          });
      });
    return () => controller.abort();
  }, [itemId, reconnects]);

  const copy = (url: string): void => {
    navigator.clipboard
      .writeText(url)
      .then(() => showToast('success', t.copied))
      .catch(() => showToast('error', t.copyFailed));
  };

  const reset = async (): Promise<void> => {
    setResetting(true);
    try {
      const answer = await resetCalendarFeed(itemId);
      setFeed({ status: 'ready', url: answer.url });
      showToast('success', t.resetDone);
    } catch (error) {
      showToast('error', isApiError(error) ? errorText(error) : t.failed);
    } finally {
      setResetting(false);
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="calendar-feed-heading" className="rounded-2xl border border-border bg-surface p-3 sm:p-4">
      <h2 id="calendar-feed-heading" className="flex items-center gap-2 text-lg font-semibold text-fg">
        <Rss aria-hidden className="size-5 text-primary" />
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t.text}</p>
      {feed.status === 'loading' ? (
        <p role="status" aria-busy="true" className="mt-3 text-sm text-fg-muted">
          {t.loading}
        </p>
      ) : feed.status === 'offline' ? (
        <p className="mt-3 text-sm text-fg-muted">{t.offline}</p>
      ) : feed.status === 'failed' ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {feed.message}
        </p>
      ) : (
        <>
          <label className="mt-3 block text-sm font-medium text-fg" htmlFor="calendar-feed-url">
            {t.address}
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={feed.url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 min-h-11 w-full rounded-xl border border-border bg-surface-muted px-3 font-mono text-xs text-fg"
          />
          <div className="mt-3 grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
            <Button variant="outline" onClick={() => copy(feed.url)}>
              <Copy aria-hidden className="size-4" />
              {t.copy}
            </Button>
            <a href={webcalUrl(feed.url)} className={buttonClass('outline')}>
              <CalendarPlus aria-hidden className="size-4" />
              {t.add}
            </a>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              <RotateCcw aria-hidden className="size-4" />
              {t.reset}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        confirmation={confirming ? { ...t.confirm, subject: title } : undefined}
        working={resetting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void reset()}
      />
    </section>
  );
}
