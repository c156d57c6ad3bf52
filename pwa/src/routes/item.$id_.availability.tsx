/**
 * /item/{id}/availability: the owner's blocked days and calendar feed for a listing. The `$id_`
 * segment keeps it out of the item page, as /item/{id}/edit is.
 */
import { createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '@pwa/features/auth/pages.ts';
import { AvailabilityPage } from '@pwa/features/items/pages.ts';

export const Route = createFileRoute('/item/$id_/availability')({
  component: ItemAvailabilityRoute,
});

function ItemAvailabilityRoute() {
  const { id } = Route.useParams();
  return <RouteGuard>{(user) => <AvailabilityPage key={id} itemId={id} user={user} />}</RouteGuard>;
}
