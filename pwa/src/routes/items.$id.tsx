/** /items/{id}: the same item page as /item/{id} (route table). */
import { createFileRoute } from '@tanstack/react-router';
import { ItemPage } from '@pwa/features/items/pages.ts';

export const Route = createFileRoute('/items/$id')({ component: ItemsRoute });

function ItemsRoute() {
  const { id } = Route.useParams();
  return <ItemPage key={id} id={id} />;
}
