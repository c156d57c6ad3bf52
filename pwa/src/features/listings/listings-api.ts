/** The listing form's calls (spec §7, DESIGN.md §5): writes carry an Idempotency-Key so a retry is harmless. */
import { apiPaths, type Item } from '@shared/api.ts';
import type { ListingPayloadInput } from '@shared/schemas/listing.ts';
import { apiGet, apiPost, apiPut } from '@pwa/lib/api-client.ts';

const idempotent = (key: string) => ({ 'Idempotency-Key': key });

export const postListing = (payload: ListingPayloadInput & { id: string }, key: string): Promise<Item> =>
  apiPost<Item>(apiPaths.items, payload, idempotent(key));

export const putListing = (id: string, payload: ListingPayloadInput, key: string): Promise<Item> =>
  apiPut<Item>(apiPaths.item(id), payload, idempotent(key));

export const fetchListing = (id: string): Promise<Item> => apiGet<Item>(apiPaths.item(id));
