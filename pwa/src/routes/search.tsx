/**
 * /search?q=…&location=…&filter=recent|featured|popular&from=…&to=… (spec §2; from and to are the
 * dates a listing must be free, YYYY-MM-DD). Every value is a plain string (lib/search-params.ts); an
 * unknown filter or a malformed date is dropped rather than failing the page.
 */
import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@pwa/features/search/index.ts';

const FILTERS = ['recent', 'featured', 'popular'] as const;

interface SearchParams {
  q?: string;
  location?: string;
  filter?: (typeof FILTERS)[number];
  from?: string;
  to?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** YYYY-MM-DD in shape; the page checks it is a real day after today (features/search). */
const day = (value: unknown): string | undefined => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

// A plain function rather than a valibot schema: route options stay in the first chunk, and one
// schema there pulled all of valibot (2.4 KB gzip) into every first visit (DESIGN.md §11).
function validateSearch(search: Record<string, unknown>): SearchParams {
  return {
    q: text(search.q),
    location: text(search.location),
    filter: FILTERS.find((filter) => filter === search.filter),
    from: day(search.from),
    to: day(search.to),
  };
}

export const Route = createFileRoute('/search')({ validateSearch, component: SearchRoute });

function SearchRoute() {
  const { q, location, filter, from, to } = Route.useSearch();
  return <SearchPage q={q} location={location} filter={filter} from={from} to={to} />;
}
