/** /category/{slug}?near=…&radiusKm=…: near-me narrows the category to listings around a point, nearest first. */
import { createFileRoute } from '@tanstack/react-router';
import { searchFromParams } from '@shared/search-query.ts';
import { CategoryPage } from '@pwa/features/category/index.ts';

// The search page's own reading (a bad point is dropped, not an error), of which the page takes only
// near-me's values: route options load with every first visit, and a function of its own there cost
// the first visit bytes that this one already has.
const validateSearch = searchFromParams;

export const Route = createFileRoute('/category/$slug')({ validateSearch, component: CategoryRoute });

function CategoryRoute() {
  const { slug } = Route.useParams();
  const { near, radiusKm } = Route.useSearch();
  return <CategoryPage key={slug} slug={slug} near={near} radiusKm={radiusKm} />;
}
