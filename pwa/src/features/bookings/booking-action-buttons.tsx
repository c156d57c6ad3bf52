/**
 * The decisions the viewer can take on a booking now (booking-status.ts), with the reason dialog.
 * The buttons go while a decision waits: focus moves to the booking itself rather than being lost.
 */
import { useRef } from 'react';
import { Check, X } from 'lucide-react';
import { bookingMessages } from '@shared/messages/bookings.ts';
import type { BookingRow } from '@pwa/db/app-db.ts';
import { Button } from '@pwa/ui/button.tsx';
import { availableActions } from './booking-status.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import type { BookingActions } from './use-booking-actions.ts';

const t = bookingMessages.card;

export function BookingActionButtons({ booking, actions }: { booking: BookingRow; actions: BookingActions }) {
  const ref = useRef<HTMLDivElement>(null);
  // One write at a time: the card shows the waiting one, and its answer decides what comes next.
  if (booking.pendingAction) return null;
  const available = availableActions(booking);
  if (!available.length) return null;
  const keepFocus = () => ref.current?.closest<HTMLElement>('[data-booking-focus]')?.focus({ preventScroll: true });
  const accept = () => {
    keepFocus();
    actions.act('accept');
  };
  const confirm = (reason: string | null) => {
    keepFocus();
    actions.confirm(reason);
  };
  return (
    <div ref={ref} className="flex flex-wrap gap-2">
      {available.map((kind) =>
        kind === 'accept' ? (
          <Button key={kind} onClick={accept}>
            <Check aria-hidden className="size-5" />
            {t.accept}
          </Button>
        ) : kind === 'decline' ? (
          <Button key={kind} variant="outline" onClick={() => actions.act('decline')}>
            <X aria-hidden className="size-5" />
            {t.decline}
          </Button>
        ) : (
          <Button key={kind} variant="outline" onClick={() => actions.act('cancel')}>
            {booking.status === 'pending' ? t.cancelRequest : t.cancel}
          </Button>
        ),
      )}
      <ReasonDialog kind={actions.asking} subject={booking.itemTitle} onCancel={actions.closeDialog} onConfirm={confirm} />
    </div>
  );
}
