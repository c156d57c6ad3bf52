/** /create-listing: the listing form, signed-in users only. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { RouteGuard } from '@pwa/features/auth/pages.ts';
import { CreateListingPage } from '@pwa/features/listings/pages.ts';

export const Route = createFileRoute('/create-listing')({ component: CreateListingRoute });

function CreateListingRoute() {
  useDocumentTitle(titleMessages.createListing);
  return <RouteGuard>{(user) => <CreateListingPage user={user} />}</RouteGuard>;
}
