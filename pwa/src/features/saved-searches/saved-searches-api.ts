/**
 * The saved-search calls of the signed-in user. Online only: saving one is answered on screen at once
 * (saved, or why not), so it is not queued in the outbox.
 */
import { apiPaths, type SavedSearch } from '@shared/api.ts';
import type { SavedSearchPayload } from '@shared/schemas/saved-search.ts';
import { apiDelete, apiGet, apiRequest } from '@pwa/lib/api-client.ts';
import { newUuidV7 } from '@pwa/lib/new-uuid.ts';

export const fetchSavedSearches = (signal?: AbortSignal): Promise<SavedSearch[]> => apiGet<SavedSearch[]>(apiPaths.savedSearches, signal);

export const postSavedSearch = (payload: SavedSearchPayload): Promise<SavedSearch> =>
  apiRequest<SavedSearch>(apiPaths.savedSearches, { method: 'POST', body: payload, idempotencyKey: newUuidV7() });

export const deleteSavedSearch = (id: string): Promise<void> => apiDelete(apiPaths.savedSearch(id));
