/** /edit-listing/{id}: the listing form in edit mode, for the listing's owner. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { RouteGuard } from '@pwa/features/auth/pages.ts';
import { EditListingPage } from '@pwa/features/listings/pages.ts';

export const Route = createFileRoute('/edit-listing/$id')({ component: EditListingRoute });

function EditListingRoute() {
  const { id } = Route.useParams();
  useDocumentTitle(titleMessages.editListing);
  return <RouteGuard>{(user) => <EditListingPage key={id} user={user} itemId={id} />}</RouteGuard>;
}
