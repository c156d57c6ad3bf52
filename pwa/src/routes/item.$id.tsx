/** /item/{id}. The listing form's /item/{id}/edit is declared un-nested, beside this page. */
import { createFileRoute } from '@tanstack/react-router';
// The page's own module, not the items' pages door: a route chunk runs every module its door re-exports.
import { ItemPage } from '@pwa/features/items/item-page.tsx';

export const Route = createFileRoute('/item/$id')({ component: ItemRoute });

function ItemRoute() {
  const { id } = Route.useParams();
  return <ItemPage key={id} id={id} />;
}
