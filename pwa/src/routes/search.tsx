/**
 * /search?q=…&location=…&filter=recent|featured|popular (spec §2). Every value is a plain string
 * (lib/search-params.ts); an unknown filter is dropped rather than failing the page.
 */
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SearchPage } from '@pwa/features/search/index.ts';

const searchParams = v.object({
  q: v.optional(v.string()),
  location: v.optional(v.string()),
  filter: v.fallback(v.optional(v.picklist(['recent', 'featured', 'popular'])), undefined),
});

export const Route = createFileRoute('/search')({ validateSearch: searchParams, component: SearchRoute });

function SearchRoute() {
  const { q, location, filter } = Route.useSearch();
  return <SearchPage q={q} location={location} filter={filter} />;
}
