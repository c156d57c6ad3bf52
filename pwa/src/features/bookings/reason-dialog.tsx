/**
 * Decline or cancel, with an optional reason (limits.bookingReasonMax) the other side reads. An
 * alert dialog: focus starts in the reason, Escape keeps the booking as it is.
 */
import { useId, useState } from 'react';
import { limits } from '@shared/limits.ts';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';

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
    <ModalDialog
      alert
      open={kind !== undefined}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={kind === 'decline' ? t.declineTitle : t.cancelTitle}
      subject={subject}
      description={kind === 'decline' ? t.declineText : t.cancelText}
    >
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
        <DialogClose className={buttonClass('outline')}>{t.keep}</DialogClose>
        <button type="button" disabled={tooLong} onClick={() => onConfirm(reason.trim() || null)} className={buttonClass('danger')}>
          {kind === 'decline' ? t.confirmDecline : t.confirmCancel}
        </button>
      </div>
    </ModalDialog>
  );
}
