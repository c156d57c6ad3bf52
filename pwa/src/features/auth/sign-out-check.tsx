/**
 * Asks before signing out while writes wait for the server: they are kept for this account's next
 * sign-in, and the user should know that before handing the phone over. Focus starts on the safe
 * choice; Escape stays signed in.
 */
import { signOutMessages as t } from '@shared/messages/sign-out.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';
import { setSignOutCheck } from './sign-out-check-store.ts';
import { signOut } from './sign-out.ts';

export function SignOutCheck({ unsynced }: { unsynced: number }) {
  return (
    <ModalDialog alert open onOpenChange={(open) => (open ? undefined : setSignOutCheck(null))} title={t.title} description={t.text(unsynced)}>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose className={buttonClass('outline')}>{t.cancel}</DialogClose>
        <button type="button" className={buttonClass('primary')} onClick={() => {
          setSignOutCheck(null);
          void signOut();
        }}>
          {t.confirm}
        </button>
      </div>
    </ModalDialog>
  );
}
