/**
 * How the last checkout ended when it did not succeed: offline, could not start, failed,
 * abandoned — the user is still on their plan — or paid but not yet confirmed, with a refresh.
 */
import { AlertCircle, Clock } from 'lucide-react';
import { premiumMessages } from '@shared/messages/premium.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import type { CheckoutNotice as Notice } from './use-checkout.ts';

const t = premiumMessages.checkout;

const texts: Record<Notice, { title?: string; text: string }> = {
  offline: { text: t.offline },
  'start-failed': { text: t.startFailed },
  'script-failed': { text: t.scriptFailed },
  failed: { title: t.failedTitle, text: t.failedText },
  abandoned: { title: t.abandonedTitle, text: t.abandonedText },
  pending: { title: t.pendingTitle, text: t.pendingText },
};

interface CheckoutNoticeProps {
  notice: Notice;
  onRefresh: () => void;
}

export function CheckoutNotice({ notice, onRefresh }: CheckoutNoticeProps) {
  const { title, text } = texts[notice];
  const Icon = notice === 'pending' ? Clock : AlertCircle;
  return (
    <div role={notice === 'pending' ? 'status' : 'alert'} className="mb-6 flex flex-wrap items-start gap-3 rounded-2xl border border-border bg-surface-muted p-4 text-fg">
      <Icon aria-hidden className="size-5 shrink-0 translate-y-0.5 text-primary" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <p className={title ? 'text-fg-muted' : ''}>{text}</p>
      </div>
      {notice === 'pending' ? (
        <button type="button" onClick={onRefresh} className={buttonClass('outline')}>
          {t.refresh}
        </button>
      ) : null}
    </div>
  );
}
