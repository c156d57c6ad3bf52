/** Tells the person on this device that its account was deleted (and what the device let go of) or suspended. */
import { accountMessages } from '@shared/messages/account.ts';
import { showToast } from '@pwa/ui/toast.ts';

export function announceDeletedAccount(): void {
  showToast('info', accountMessages.deletedTitle, accountMessages.deletedText);
}

export function announceSuspendedAccount(): void {
  showToast('error', accountMessages.suspendedTitle, accountMessages.suspendedText);
}
