/**
 * Asks before signing out while writes wait for the server: they are kept for this account's next
 * sign-in, and the user should know that before handing the phone over. Focus starts on the safe
 * choice; Escape stays signed in.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { signOutMessages as t } from '@shared/messages/sign-out.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { setSignOutCheck } from './sign-out-check-store.ts';
import { signOut } from './sign-out.ts';
import { returnFocus } from '@pwa/ui/focus-return.ts';

export function SignOutCheck({ unsynced }: { unsynced: number }) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : setSignOutCheck(null))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content onCloseAutoFocus={returnFocus} className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-5 shadow-2xl sm:p-6">
          <AlertDialog.Title className="text-xl font-bold text-fg">{t.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-fg-muted">{t.text(unsynced)}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('outline')}>{t.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('primary')} onClick={() => void signOut()}>
              {t.confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
