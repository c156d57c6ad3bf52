/** The listing form's page (spec §2), for now only its title: the form comes with its own issue. */
import type { User } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { displayName } from '@shared/user-display.ts';
import { PageHeading } from '@pwa/ui/page-heading.tsx';

export function CreateListingPage({ user }: { user: User }) {
  return <PageHeading title={messages.listingForm.createTitle} text={messages.dashboard.signedInAs(displayName(user))} />;
}
