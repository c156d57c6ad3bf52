/** GET /api/categories. */
import { apiPaths, type Category } from '@shared/api.ts';
import { apiGet } from '@pwa/lib/api-client.ts';

export const fetchCategories = (): Promise<Category[]> => apiGet<Category[]>(apiPaths.categories);
