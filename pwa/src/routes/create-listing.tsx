/** /create-listing (spec §2): the listing form, signed-in users only. */
import { createFileRoute } from '@tanstack/react-router';
import { RouteGuard } from '@pwa/features/auth/index.ts';
import { CreateListingPage } from '@pwa/features/listings/index.ts';

export const Route = createFileRoute('/create-listing')({ component: CreateListingRoute });

function CreateListingRoute() {
  return <RouteGuard>{(user) => <CreateListingPage user={user} />}</RouteGuard>;
}
