/** /search?q=…&location=… (spec §2). Every search value is a plain string (lib/search-params.ts). */
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SearchPage } from '@pwa/features/search/index.ts';

const searchParams = v.object({
  q: v.optional(v.string()),
  location: v.optional(v.string()),
});

export const Route = createFileRoute('/search')({ validateSearch: searchParams, component: SearchRoute });

function SearchRoute() {
  const { q } = Route.useSearch();
  return <SearchPage q={q} />;
}
