/**
 * A booking card's buttons: Accept at once; Decline and Cancel after the reason dialog. Each goes
 * through the outbox (queue-booking.ts), so it works offline and the card shows it waiting; online it
 * is sent at once and the inbox pulled after it. A refused one shows on the card with Retry / Discard;
 * discarding asks the server how the booking stands now (the refusal often means it changed).
 */
import { useState } from 'react';
import type { BookingRow } from '@pwa/db/app-db.ts';
import { reportError, reportErrorAs } from '@pwa/lib/report-error.ts';
import { discardOperation, retryOperation, sendQueuedWrite } from '@pwa/sync/index.ts';
import { queueBookingDecision, type BookingDecision } from './queue-booking.ts';
import { requestInboxSync } from '@pwa/features/inbox/index.ts';
import { refreshBooking } from './bookings-api.ts';
import type { ReasonKind } from './reason-dialog.tsx';

export interface BookingActions {
  /** The reason dialog's question, while open. */
  asking: ReasonKind | undefined;
  act: (kind: BookingDecision) => void;
  confirm: (reason: string | null) => void;
  closeDialog: () => void;
  retry: (seq: number) => void;
  discard: (seq: number) => void;
}

export function useBookingActions(accountId: string, booking: BookingRow): BookingActions {
  const [asking, setAsking] = useState<ReasonKind>();

  const queue = (kind: BookingDecision, reason: string | null) =>
    void (async () => {
      const seq = await queueBookingDecision(accountId, kind, booking.id, reason);
      // Landed: what it did to other bookings (an accept declines the requests it clashed with)
      // and the conversation's news come with the inbox, pulled now rather than at its next turn.
      if ((await sendQueuedWrite(seq)).status === 'sent') await requestInboxSync();
    })().catch((error: unknown) => reportError(`sending a booking ${kind}`, error));

  return {
    asking,
    act: (kind) => (kind === 'accept' ? queue('accept', null) : setAsking(kind)),
    confirm: (reason) => {
      if (asking) queue(asking, reason);
      setAsking(undefined);
    },
    closeDialog: () => setAsking(undefined),
    retry: (seq) => void retryOperation(seq).catch(reportErrorAs('retrying a booking write')),
    discard: (seq) =>
      void discardOperation(seq)
        .then(() => (booking.pendingAction === 'request' || !navigator.onLine ? undefined : refreshBooking(booking.id)))
        .catch(reportErrorAs('discarding a booking write')),
  };
}
