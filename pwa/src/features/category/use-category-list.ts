/**
 * A category's listings as its page shows them: the category's own list (newest first, counted), or
 * with near-me on, the item list call narrowed to the category, nearest first (GET /api/items with
 * categoryId and near: the category call takes no point). The category's own list is kept on the
 * device; a near-me one only in memory, as its key and distances tell where the person is.
 */
import { CATEGORY_PAGE_SIZE } from '@shared/search-query.ts';
import { listCategoryItems, listItems, useItemListQuery, type ItemListQuery } from '@pwa/features/items/index.ts';
import { radiusOf } from '@pwa/features/near-me/index.ts';

export function useCategoryList(categoryId: string, near: string | undefined, radiusKm: string | undefined): ItemListQuery {
  const radius = radiusOf(radiusKm);
  const key = near ? `category:${categoryId}:${new URLSearchParams({ near, radiusKm: String(radius) }).toString()}` : `category:${categoryId}`;
  return useItemListQuery(
    key,
    (cursor, signal) =>
      near
        ? listItems({ categoryId, near, radiusKm: radius, limit: CATEGORY_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal)
        : listCategoryItems(categoryId, { limit: CATEGORY_PAGE_SIZE, cursor }, signal),
    { inMemory: near !== undefined },
  );
}
