/**
 * "Free Listing" ("List" on small screens), spec §2: signed out it opens the auth dialog on Sign Up,
 * and goes on to /create-listing once the user has signed up or logged in; otherwise (signed in, or
 * still checking) it goes to /create-listing, whose route guard settles the rest. Always a button, so it reads and works the same in every state.
 */
import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { openAuthDialog, useAuth } from '@pwa/features/auth/index.ts';

export function FreeListingButton() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const onClick = (): void => {
    // Signed up (or in) from here, the user goes on to the form they asked for.
    if (status === 'signed-out') openAuthDialog('signup', () => void navigate({ to: '/create-listing' }));
    else void navigate({ to: '/create-listing' });
  };
  return (
    <Button onClick={onClick} className="px-3 sm:px-4">
      <Plus aria-hidden className="size-5" />
      <span className="sm:hidden">{messages.header.freeListingShort}</span>
      <span className="hidden sm:inline">{messages.header.freeListing}</span>
    </Button>
  );
}
