/** What the avatar menu and the mobile menu do for a signed-in user, defined once. */
import { useNavigate } from '@tanstack/react-router';
import { messages } from '@shared/messages.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { requestSignOut } from '@pwa/features/auth/pages.ts';

export function useAccountActions() {
  const navigate = useNavigate();
  return {
    openMyListings(): void {
      void navigate({ to: '/dashboard' });
      showToast('info', messages.toasts.myListings.title, messages.toasts.myListings.description);
    },
    signOut(): void {
      void requestSignOut();
    },
  };
}
