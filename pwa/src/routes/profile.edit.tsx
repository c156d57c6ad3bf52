/** /profile/edit: edit the signed-in user's picture and profile. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { ProfileEditPage } from '@pwa/features/profile/index.ts';

export const Route = createFileRoute('/profile/edit')({ component: ProfileEditRoute });

function ProfileEditRoute() {
  useDocumentTitle(titleMessages.profile);
  return <ProfileEditPage />;
}
