/** The item calls as Kiraya's API answers them (shared/src/api.ts). */
import { apiPaths, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, type Item, type ListItemsQuery } from '@shared/api.ts';
import { queryString, searchApiPath, type SearchQuery } from '@shared/search-query.ts';
import { apiGet, apiRequest, apiRequestWithHeaders } from '@pwa/lib/api-client.ts';

/** One page of a list: its items, the cursor of the next page and, when the call counts, the total. */
export interface ItemPage {
  items: Item[];
  nextCursor: string | null;
  total: number | null;
}

export async function fetchItemPage(path: string, signal?: AbortSignal): Promise<ItemPage> {
  const { data, headers } = await apiRequestWithHeaders<Item[]>(path, signal ? { signal } : {});
  const total = headers.get(TOTAL_COUNT_HEADER);
  return {
    items: data,
    nextCursor: headers.get(NEXT_CURSOR_HEADER) || null,
    total: total !== null && total !== '' && Number.isFinite(Number(total)) ? Number(total) : null,
  };
}

export const listItems = (query: ListItemsQuery, signal?: AbortSignal): Promise<ItemPage> =>
  fetchItemPage(apiPaths.items + queryString({ ...query }), signal);

/** A page of a search's results, at the very address the server preloads for a search page's navigation. */
export const listSearchResults = (query: SearchQuery, cursor: string | null, signal?: AbortSignal): Promise<ItemPage> =>
  fetchItemPage(searchApiPath(query, cursor), signal);

export const listCategoryItems = (categoryId: string, query: { limit?: number; cursor?: string | null }, signal?: AbortSignal) =>
  fetchItemPage(apiPaths.itemsByCategory(encodeURIComponent(categoryId)) + queryString(query), signal);

export const listSimilarItems = (id: string, limit: number, signal?: AbortSignal) =>
  fetchItemPage(apiPaths.itemSimilar(encodeURIComponent(id)) + queryString({ limit }), signal);

export const listViewedItems = (limit: number, signal?: AbortSignal) =>
  fetchItemPage(apiPaths.itemsViewed + queryString({ limit }), signal);

export const fetchItem = (id: string, signal?: AbortSignal): Promise<Item> =>
  apiGet<Item>(apiPaths.item(encodeURIComponent(id)), signal);

/** POST, no body: the server counts one view per viewer per day. Kept alive: leaving the page at once does not lose it. */
export const recordItemView = (id: string): Promise<void> =>
  apiRequest<void>(apiPaths.itemView(encodeURIComponent(id)), { method: 'POST', keepalive: true });
