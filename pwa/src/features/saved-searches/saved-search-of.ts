/** The saved search a page's search makes: its words, place, point and distance, days, and category. */
import type { SavedSearchPayload } from '@shared/schemas/saved-search.ts';
import { NEAR_RADIUS_DEFAULT_KM, parseRadius, type SearchQuery } from '@shared/search-query.ts';

export function savedSearchOf(search: SearchQuery, categoryId?: string): SavedSearchPayload {
  const radius = search.radiusKm === undefined ? undefined : parseRadius(search.radiusKm);
  const payload: SavedSearchPayload = {};
  if (search.q) payload.q = search.q;
  if (search.location) payload.location = search.location;
  if (categoryId) payload.categoryId = categoryId;
  if (search.near) {
    payload.near = search.near;
    payload.radiusKm = radius ?? NEAR_RADIUS_DEFAULT_KM;
  }
  if (search.from && search.to) {
    payload.from = search.from;
    payload.to = search.to;
  }
  return payload;
}
