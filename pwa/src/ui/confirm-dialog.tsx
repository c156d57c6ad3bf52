/**
 * A confirmation as an alert dialog (spec §8's delete confirmation, and discarding a write that was
 * never sent): focus starts on the cancel button, Escape cancels, and both buttons are disabled while
 * the action is on its way.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { buttonClass } from '@shared/ui/button-class.ts';
import { returnFocus } from './focus-return.ts';

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
    <AlertDialog.Root open={confirmation !== undefined} onOpenChange={(open) => (open || working ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content onCloseAutoFocus={returnFocus} className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-5 shadow-2xl sm:p-6">
          <AlertDialog.Title className="text-xl font-bold text-fg">{confirmation?.title}</AlertDialog.Title>
          <p className="mt-1 line-clamp-2 font-medium text-fg">{confirmation?.subject}</p>
          <AlertDialog.Description className="mt-2 text-fg-muted">{confirmation?.text}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel disabled={working} className={buttonClass('outline')}>
              {confirmation?.cancel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the action has answered. */}
            <button type="button" disabled={working} onClick={onConfirm} className={buttonClass('danger')}>
              {working ? confirmation?.busy : confirmation?.confirm}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
