/**
 * The delete confirmation (spec §8) as an alert dialog: focus starts on Cancel, Escape cancels, and
 * both buttons are disabled while the delete is on its way.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { listingMessages } from '@shared/messages/listings.ts';
import { buttonClass } from '@pwa/ui/button-class.ts';

const t = listingMessages.deleteDialog;

interface DeleteListingDialogProps {
  /** The listing's title while the dialog is open; undefined when closed. */
  title: string | undefined;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteListingDialog({ title, deleting, onCancel, onConfirm }: DeleteListingDialogProps) {
  return (
    <AlertDialog.Root open={title !== undefined} onOpenChange={(open) => (open || deleting ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-5 shadow-2xl sm:p-6">
          <AlertDialog.Title className="text-xl font-bold text-fg">{t.title}</AlertDialog.Title>
          <p className="mt-1 line-clamp-2 font-medium text-fg">{title}</p>
          <AlertDialog.Description className="mt-2 text-fg-muted">{t.text}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel disabled={deleting} className={buttonClass('outline')}>
              {t.cancel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the delete has answered. */}
            <button type="button" disabled={deleting} onClick={onConfirm} className={buttonClass('danger')}>
              {deleting ? t.deleting : t.confirm}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
