/**
 * /search?q=…&location=…&filter=recent|featured|popular&from=…&to=…&near=…&radiusKm=… (from and to
 * are the dates a listing must be free, YYYY-MM-DD; near a point "LAT,LON" to search around, radiusKm
 * how far). Every value is a plain string (lib/search-params.ts); an unknown filter, a malformed date
 * or point is dropped rather than failing the page.
 */
import { createFileRoute } from '@tanstack/react-router';
import { searchFromParams } from '@shared/search-query.ts';
import { SearchPage } from '@pwa/features/search/index.ts';

// A plain function rather than a valibot schema: route options stay in the first chunk, and one
// schema there pulled all of valibot (2.4 KB gzip) into every first visit. Shared with
// the server, which reads a search page's address the same way to preload its results.
const validateSearch = searchFromParams;

export const Route = createFileRoute('/search')({ validateSearch, component: SearchRoute });

function SearchRoute() {
  const { q, location, filter, from, to, near, radiusKm } = Route.useSearch();
  return <SearchPage q={q} location={location} filter={filter} from={from} to={to} near={near} radiusKm={radiusKm} />;
}
