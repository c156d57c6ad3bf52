/**
 * Reject with a reason the user reads (admin rejection): a blank reason is refused with a
 * "Rejection reason required" toast and an error under the field, and nothing is sent. An alert dialog: focus starts in
 * the reason, Escape keeps the document pending; both buttons wait while the decision is on its way.
 */
import { useId, useRef, useState } from 'react';
import { documentMessages } from '@shared/messages/documents.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';

const t = documentMessages.admin;
/** The server's limit on a reason (adminDecisionSchema). */
const REASON_MAX = 500;

interface RejectDialogProps {
  /** What is being rejected ("Aadhaar Card of Priya Sharma"); undefined when closed. */
  subject: string | undefined;
  working: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

export function RejectDialog({ subject, working, onCancel, onConfirm }: RejectDialogProps) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);
  const id = useId();
  // Each document asked about starts with an empty reason and no error: React's "adjust state when a
  // prop changes", without an effect.
  const [askedSubject, setAskedSubject] = useState(subject);
  if (subject !== askedSubject) {
    setAskedSubject(subject);
    if (subject !== undefined) {
      setReason('');
      setBlank(false);
    }
  }

  const confirm = () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setBlank(true);
      showToast('error', documentMessages.toasts.rejectionReasonTitle, documentMessages.toasts.rejectionReasonText);
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <ModalDialog
      alert
      open={subject !== undefined}
      onOpenChange={(open) => (open || working ? undefined : onCancel())}
      title={t.rejectHeading}
      subject={subject}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        reasonRef.current?.focus();
      }}
    >
      <label htmlFor={id} className="mt-4 mb-1.5 block text-sm font-medium text-fg">
        {t.rejectReasonLabel}
      </label>
      <textarea
        ref={reasonRef}
        id={id}
        rows={3}
        value={reason}
        maxLength={REASON_MAX}
        placeholder={t.rejectReasonPlaceholder}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim()) setBlank(false);
        }}
        aria-invalid={blank ? true : undefined}
        aria-describedby={blank ? `${id}-error` : undefined}
        aria-required
        className={`${inputClass} py-2.5 leading-relaxed`}
      />
      {blank ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {documentMessages.toasts.rejectionReasonText}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose disabled={working} className={buttonClass('outline')}>
          {t.cancel}
        </DialogClose>
        {/* Not a close: the dialog stays until the server has answered. */}
        <button type="button" disabled={working} onClick={confirm} className={buttonClass('danger')}>
          {t.confirmReject}
        </button>
      </div>
    </ModalDialog>
  );
}
