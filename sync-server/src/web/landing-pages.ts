/**
 * The pages people land on from outside (home, a shared listing, a search, a category), read from a
 * navigation's address: the one table the preloads of serve-pwa.ts (route code, first API call,
 * photos) all work from. The API call is the address the page itself fetches first, byte for byte
 * (apiPaths, shared/src/search-query.ts): a preload the page never asks for is only a wasted request.
 */
import { apiPaths } from '@shared/api.ts';
import { cleanQuery, exceedsSearchLimits, searchApiPath, searchFromParams, type SearchQuery } from '@shared/search-query.ts';

export type LandingPage =
  | { kind: 'home'; apiCall?: undefined }
  | { kind: 'item'; id: string; apiCall: string }
  /** No API call for a search the server would refuse (too long): the page says so instead of asking. */
  | { kind: 'search'; query: SearchQuery; apiCall: string | undefined }
  /**
   * The page asks for its category by slug first, and its listings by the id that answer gives. With
   * near-me on (`nearMe`: the address names a point) those listings are another call's, nearest first.
   */
  | { kind: 'category'; slug: string; nearMe: boolean; apiCall?: undefined };

/** Each kind's route file, as the build's manifest names it (pwa/src/routes). */
export const LANDING_ROUTE_FILES: Readonly<Record<LandingPage['kind'], string>> = {
  home: 'src/routes/index.tsx',
  item: 'src/routes/item.$id.tsx',
  search: 'src/routes/search.tsx',
  category: 'src/routes/category.$slug.tsx',
};

const ITEM_PAGE = /^\/item\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const CATEGORY_PAGE = /^\/category\/([^/]+)$/;

/** The landing page at `requestPath` with query `querystring`, or undefined for any other page. */
export function landingPage(requestPath: string, querystring: string): LandingPage | undefined {
  if (requestPath === '/') return { kind: 'home' };
  const id = ITEM_PAGE.exec(requestPath)?.[1];
  if (id) return { kind: 'item', id: id.toLowerCase(), apiCall: apiPaths.item(encodeURIComponent(id)) };
  if (requestPath === '/search') {
    const query = searchFromParams(Object.fromEntries(new URLSearchParams(querystring)));
    return { kind: 'search', query, apiCall: exceedsSearchLimits(query) ? undefined : searchApiPath(query) };
  }
  const slug = CATEGORY_PAGE.exec(requestPath)?.[1];
  if (slug) return { kind: 'category', slug, nearMe: cleanQuery(searchFromParams(Object.fromEntries(new URLSearchParams(querystring)))).near !== undefined };
  return undefined;
}
