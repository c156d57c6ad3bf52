/**
 * Decline or cancel, with an optional reason (limits.bookingReasonMax) the other side reads. An
 * alert dialog: focus starts in the reason, Escape keeps the booking as it is.
 */
import { useId, useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { limits } from '@shared/limits.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { returnFocus } from '@pwa/ui/focus-return.ts';

const t = bookingMessages.reasonDialog;

export type ReasonKind = 'decline' | 'cancel';

interface ReasonDialogProps {
  /** Which question is open; undefined when closed. */
  kind: ReasonKind | undefined;
  /** What it is about (the listing's title). */
  subject: string;
  onCancel: () => void;
  onConfirm: (reason: string | null) => void;
}

export function ReasonDialog({ kind, subject, onCancel, onConfirm }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const id = useId();
  // Each question asked starts with an empty reason: React's "adjust state when a prop changes",
  // without an effect.
  const [askedKind, setAskedKind] = useState(kind);
  if (kind !== askedKind) {
    setAskedKind(kind);
    if (kind) setReason('');
  }
  const tooLong = reason.trim().length > limits.bookingReasonMax;
  return (
    <AlertDialog.Root open={kind !== undefined} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content onCloseAutoFocus={returnFocus} className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-5 shadow-2xl sm:p-6">
          <AlertDialog.Title className="text-xl font-bold text-fg">{kind === 'decline' ? t.declineTitle : t.cancelTitle}</AlertDialog.Title>
          <p className="mt-1 line-clamp-2 font-medium text-fg">{subject}</p>
          <AlertDialog.Description className="mt-2 text-fg-muted">{kind === 'decline' ? t.declineText : t.cancelText}</AlertDialog.Description>
          <label htmlFor={id} className="mt-4 mb-1.5 block text-sm font-medium text-fg">
            {t.reason}
          </label>
          <textarea
            id={id}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={tooLong ? true : undefined}
            aria-describedby={`${id}-count`}
            className={`${inputClass} py-2.5 leading-relaxed`}
          />
          <p id={`${id}-count`} aria-live="polite" className={`mt-1 text-right text-xs ${tooLong ? 'text-danger' : 'text-fg-muted'}`}>
            {tooLong ? bookingMessages.validation.reasonTooLong : t.remaining(limits.bookingReasonMax - reason.trim().length)}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('outline')}>{t.keep}</AlertDialog.Cancel>
            <button type="button" disabled={tooLong} onClick={() => onConfirm(reason.trim() || null)} className={buttonClass('danger')}>
              {kind === 'decline' ? t.confirmDecline : t.confirmCancel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
