/**
 * A booking's writes still in the outbox: "Waiting to sync" while they wait, or the
 * server's refusal ("These dates are no longer available…") with Retry and Discard.
 */
import { CloudUpload, TriangleAlert } from 'lucide-react';
import { bookingMessages } from '@shared/messages/bookings.ts';
import type { BookingRow } from '@pwa/db/app-db.ts';
import { bookingEntity } from '@pwa/db/outbox-entities.ts';
import { useEntityOutbox } from '@pwa/sync/index.ts';
import { Button } from '@pwa/ui/button.tsx';
import type { BookingActions } from './use-booking-actions.ts';
import { errorText } from '@pwa/lib/error-text.ts';

const t = bookingMessages.card;

export function BookingSyncState({ booking, actions }: { booking: BookingRow; actions: Pick<BookingActions, 'retry' | 'discard'> }) {
  const state = useEntityOutbox(bookingEntity(booking.id));
  if (!state) {
    // The mark without an operation: another tab sent it a moment ago and the answer is on its way.
    return booking.pendingAction ? <Waiting text={t.waitingAction[booking.pendingAction]} /> : null;
  }
  const refused = state.operations.find((op) => op.status === 'failed');
  if (!refused) return <Waiting text={booking.pendingAction ? t.waitingAction[booking.pendingAction] : t.waiting} />;
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-xl border border-danger/40 bg-danger/5 p-3">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-danger">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {t.failed}
      </p>
      {refused.error ? <p className="text-sm text-fg">{errorText(refused.error)}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => actions.retry(refused.seq)}>
          {t.retry}
        </Button>
        <Button variant="ghost" onClick={() => actions.discard(refused.seq)}>
          {t.discard}
        </Button>
      </div>
    </div>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm text-fg-muted">
      <CloudUpload aria-hidden className="size-4 shrink-0" />
      {text}
    </p>
  );
}
