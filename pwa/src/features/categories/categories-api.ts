/** GET /api/categories. */
import type { Category } from '@shared/api.ts';
import { itemPaths } from '@shared/api/items.ts';
import { apiGet } from '@pwa/lib/api-client.ts';

export const fetchCategories = (): Promise<Category[]> => apiGet<Category[]>(itemPaths.categories);
