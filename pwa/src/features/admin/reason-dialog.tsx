/**
 * An administrator's reason for a decision (rejecting a document, dismissing reports, warning a
 * user): required, and read later (by the user, or in the log). A blank reason is said under the field
 * and nothing is sent. An alert dialog: focus starts in the reason; it waits while the decision is on
 * its way, and keeps its words when the server refuses.
 */
import { useId, useRef, useState } from 'react';
import { buttonClass } from '@shared/ui/button-class.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';

export interface ReasonQuestion {
  title: string;
  /** What it is about (a listing's title, a document's type and owner). */
  subject: string;
  label: string;
  confirm: string;
  placeholder?: string;
  /** The confirm button is the danger one (a rejection, a warning). */
  danger?: boolean;
}

interface ReasonDialogProps {
  /** The question, or undefined when closed. */
  asking: ReasonQuestion | undefined;
  cancel: string;
  maxLength: number;
  /** Said under the field when confirmed blank. */
  blankText: string;
  /** Besides that (a toast), when confirmed blank. */
  onBlank?: () => void;
  working: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

export function ReasonDialog({ asking, cancel, maxLength, blankText, onBlank, working, onCancel, onConfirm }: ReasonDialogProps) {
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);
  // Each new question starts empty (React's "adjust state when a prop changes", without an effect);
  // the same question asked again while its decision is on its way keeps its words.
  const key = asking ? `${asking.title}\u0000${asking.subject}` : undefined;
  const [askedKey, setAskedKey] = useState(key);
  if (key !== askedKey) {
    setAskedKey(key);
    setReason('');
    setBlank(false);
  }
  const confirm = () => {
    const trimmed = reason.trim();
    if (trimmed) return onConfirm(trimmed);
    setBlank(true);
    onBlank?.();
  };
  return (
    <ModalDialog
      alert
      open={asking !== undefined}
      onOpenChange={(open) => (open || working ? undefined : onCancel())}
      title={asking?.title ?? ''}
      subject={asking?.subject}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        reasonRef.current?.focus();
      }}
    >
      <label htmlFor={id} className="mt-4 mb-1.5 block text-sm font-medium text-fg">
        {asking?.label}
      </label>
      <textarea
        ref={reasonRef}
        id={id}
        rows={3}
        value={reason}
        maxLength={maxLength}
        placeholder={asking?.placeholder}
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
        // Announced here unless a toast says it already.
        <p id={`${id}-error`} role={onBlank ? undefined : 'alert'} className="mt-1 text-sm text-danger">
          {blankText}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose disabled={working} className={buttonClass('outline')}>
          {cancel}
        </DialogClose>
        {/* Not a close: the dialog stays until the server has answered. */}
        <button type="button" disabled={working} onClick={confirm} className={buttonClass(asking?.danger ? 'danger' : 'primary')}>
          {asking?.confirm}
        </button>
      </div>
    </ModalDialog>
  );
}
