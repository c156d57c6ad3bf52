/** /items/{id}: the same item page as /item/{id} (route table). */
import { createFileRoute } from '@tanstack/react-router';
// The page's own module, not the items' pages door: a route chunk runs every module its door re-exports.
import { ItemPage } from '@pwa/features/items/item-page.tsx';

export const Route = createFileRoute('/items/$id')({ component: ItemsRoute });

function ItemsRoute() {
  const { id } = Route.useParams();
  return <ItemPage key={id} id={id} />;
}
