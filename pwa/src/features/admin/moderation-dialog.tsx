/**
 * The reason for a moderator's action (dismiss or warn): required, kept in the log, and read by a
 * warned user. A blank reason is said under the field and nothing is sent; the dialog waits while the
 * action is on its way, and stays with its words when the server refuses.
 */
import { useId, useState } from 'react';
import { limits } from '@shared/limits.ts';
import { moderationMessages } from '@shared/messages/moderation.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { Button } from '@pwa/ui/button.tsx';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';

const t = moderationMessages;

interface ModerationDialogProps {
  /** What is asked, or undefined when closed. */
  asking: { title: string; subject: string; label: string; confirm: string } | undefined;
  working: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

export function ModerationDialog({ asking, working, onCancel, onConfirm }: ModerationDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);
  // Each question starts empty: React's "adjust state when a prop changes", without an effect.
  const [asked, setAsked] = useState(asking);
  if (asking !== asked) {
    setAsked(asking);
    setReason('');
    setBlank(false);
  }
  const confirm = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setBlank(true);
    onConfirm(trimmed);
  };
  return (
    <ModalDialog alert open={asking !== undefined} onOpenChange={(open) => (open || working ? undefined : onCancel())} title={asking?.title ?? ''} subject={asking?.subject}>
      <label htmlFor={id} className="mt-4 mb-1.5 block text-sm font-medium text-fg">
        {asking?.label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={reason}
        maxLength={limits.moderationReasonMax}
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
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {reportMessages.validation.moderationReason}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose disabled={working} className={buttonClass('outline')}>
          {t.cancel}
        </DialogClose>
        <Button disabled={working} onClick={confirm}>
          {working ? t.working : (asking?.confirm ?? '')}
        </Button>
      </div>
    </ModalDialog>
  );
}
