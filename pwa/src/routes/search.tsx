/**
 * /search?q=…&location=…&filter=recent|featured|popular (spec §2). Every value is a plain string
 * (lib/search-params.ts); an unknown filter is dropped rather than failing the page.
 */
import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@pwa/features/search/index.ts';

const FILTERS = ['recent', 'featured', 'popular'] as const;

interface SearchParams {
  q?: string;
  location?: string;
  filter?: (typeof FILTERS)[number];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

// A plain function rather than a valibot schema: route options stay in the first chunk, and one
// schema there pulled all of valibot (2.4 KB gzip) into every first visit (DESIGN.md §11).
function validateSearch(search: Record<string, unknown>): SearchParams {
  return { q: text(search.q), location: text(search.location), filter: FILTERS.find((filter) => filter === search.filter) };
}

export const Route = createFileRoute('/search')({ validateSearch, component: SearchRoute });

function SearchRoute() {
  const { q, location, filter } = Route.useSearch();
  return <SearchPage q={q} location={location} filter={filter} />;
}
