/**
 * "Free Listing" ("List" on small screens): signed out it opens the auth dialog on Sign Up and goes on
 * to /create-listing once the user has signed up or logged in; signed in it goes straight there.
 * Always a button, so it reads and works the same in every state.
 */
import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { isSignedInOnceChecked, openAuthDialog, useAuth } from '@pwa/features/auth/index.ts';

export function FreeListingButton() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const goToForm = (): void => void navigate({ to: '/create-listing' });
  const onClick = async (): Promise<void> => {
    // A tap while the session is still being checked (a first visit on a slow connection) waits for the
    // answer, so a visitor gets the dialog rather than the guarded page's "Authentication Required".
    const signedIn = status === 'loading' ? await isSignedInOnceChecked() : status === 'signed-in';
    // Signed up (or in) from here, the user goes on to the form they asked for.
    if (signedIn) goToForm();
    else openAuthDialog('signup', goToForm);
  };
  return (
    <Button onClick={() => void onClick()} className="px-3 sm:px-4">
      <Plus aria-hidden className="size-5" />
      <span className="sm:hidden">{messages.header.freeListingShort}</span>
      <span className="hidden sm:inline">{messages.header.freeListing}</span>
    </Button>
  );
}
