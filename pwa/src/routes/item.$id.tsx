/** /item/{id}. The listing form's /item/{id}/edit is declared un-nested, beside this page. */
import { createFileRoute } from '@tanstack/react-router';
import { ItemPage } from '@pwa/features/items/pages.ts';

export const Route = createFileRoute('/item/$id')({ component: ItemRoute });

function ItemRoute() {
  const { id } = Route.useParams();
  return <ItemPage key={id} id={id} />;
}
