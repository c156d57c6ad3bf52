/** The listing form's one direct call: the listing to edit. Its writes go through the outbox (mutations.ts). */
import { apiPaths, type Item } from '@shared/api.ts';
import { apiGet } from '@pwa/lib/api-client.ts';

export const fetchListing = (id: string): Promise<Item> => apiGet<Item>(apiPaths.item(id));
