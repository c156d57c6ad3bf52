/**
 * A landing page's first API call, preloaded with its navigation: the item page's listing, a search
 * page's first page of results. The page's own fetch of the same address (same credentials) takes the
 * preloaded answer instead of asking again, so the data arrives with the code rather than after it has
 * run. The addresses are the ones the app builds (apiPaths, shared/src/search-query.ts), byte for byte:
 * a preload the page never asks for is only a wasted request.
 */
import { apiPaths } from '@shared/api.ts';
import { exceedsSearchLimits, searchApiPath, searchFromParams } from '@shared/search-query.ts';

const ITEM_PAGE = /^\/item\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The listing id of an item page's address (/item/{uuid}), as the page reads it; none for any other page. */
export const itemPageId = (requestPath: string): string | undefined => ITEM_PAGE.exec(requestPath)?.[1];

/** The API address the page at `requestPath` with query `querystring` fetches first, if it is a landing page. */
export function landingApiCall(requestPath: string, querystring: string): string | undefined {
  const id = itemPageId(requestPath);
  if (id) return apiPaths.item(encodeURIComponent(id));
  if (requestPath === '/search') {
    const query = searchFromParams(Object.fromEntries(new URLSearchParams(querystring)));
    // Too long for the server: the page says so instead of asking.
    return exceedsSearchLimits(query) ? undefined : searchApiPath(query);
  }
  return undefined;
}

/** The Link value preloading that call as the page's fetch() makes it (CORS mode, same-origin credentials). */
export const apiPreloadLink = (address: string): string => `<${address}>; rel=preload; as=fetch; crossorigin`;
