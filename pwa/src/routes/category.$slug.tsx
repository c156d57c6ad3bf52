/** /category/{slug}. */
import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '@pwa/features/category/index.ts';

export const Route = createFileRoute('/category/$slug')({ component: CategoryRoute });

function CategoryRoute() {
  const { slug } = Route.useParams();
  return <CategoryPage key={slug} slug={slug} />;
}
