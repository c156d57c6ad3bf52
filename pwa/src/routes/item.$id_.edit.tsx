/**
 * /item/{id}/edit: the same edit page as /edit-listing/{id}. The `$id_` segment makes the
 * route non-nested: it renders on its own, never inside the item page at /item/{id}.
 */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { RouteGuard } from '@pwa/features/auth/pages.ts';
import { EditListingPage } from '@pwa/features/listings/pages.ts';

export const Route = createFileRoute('/item/$id_/edit')({ component: ItemEditRoute });

function ItemEditRoute() {
  const { id } = Route.useParams();
  useDocumentTitle(titleMessages.editListing);
  return <RouteGuard>{(user) => <EditListingPage key={id} user={user} itemId={id} />}</RouteGuard>;
}
