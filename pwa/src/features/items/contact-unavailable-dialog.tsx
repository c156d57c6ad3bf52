/**
 * The alert for a card's call action when the owner shows no phone, instead of window.alert: screen
 * readers announce it, focus moves to OK and returns to the call button on close.
 */
import { browseMessages } from '@shared/messages/browse.ts';
import { Button } from '@pwa/ui/button.tsx';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';

const t = browseMessages.card;

export function ContactUnavailableDialog({ owner, onClose }: { owner: string; onClose: () => void }) {
  return (
    <ModalDialog alert open onOpenChange={(open) => (open ? undefined : onClose())} frame="narrow" title={t.noPhoneTitle} description={t.noPhone(owner)}>
      <div className="mt-5 flex justify-end">
        <DialogClose asChild>
          <Button>{t.ok}</Button>
        </DialogClose>
      </div>
    </ModalDialog>
  );
}
