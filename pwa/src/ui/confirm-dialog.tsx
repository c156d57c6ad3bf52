/**
 * A confirmation as an alert dialog (deleting a listing, discarding a write that was never sent):
 * focus starts on the cancel button, Escape cancels, and both buttons are disabled while the action
 * is on its way.
 */
import { buttonClass } from '@shared/ui/button-class.ts';
import { DialogClose, ModalDialog } from './modal-dialog.tsx';

export interface Confirmation {
  title: string;
  /** What it is about (the listing's title). */
  subject: string;
  text: string;
  confirm: string;
  busy: string;
  cancel: string;
}

interface ConfirmDialogProps {
  /** What to ask while open; undefined when closed. */
  confirmation: Confirmation | undefined;
  working: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({ confirmation, working, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <ModalDialog
      alert
      open={confirmation !== undefined}
      onOpenChange={(open) => (open || working ? undefined : onCancel())}
      title={confirmation?.title}
      subject={confirmation?.subject}
      description={confirmation?.text}
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose disabled={working} className={buttonClass('outline')}>
          {confirmation?.cancel}
        </DialogClose>
        {/* Not a close: the dialog stays until the action has answered. */}
        <button type="button" disabled={working} onClick={onConfirm} className={buttonClass('danger')}>
          {working ? confirmation?.busy : confirmation?.confirm}
        </button>
      </div>
    </ModalDialog>
  );
}
