/**
 * Refreshes the cached categories from the server, at most once per page load (they change only on
 * deploy). The table is replaced in one transaction, so readers never see it half-written.
 */
import type { Category } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { fetchCategories } from './categories-api.ts';

let refresh: Promise<void> | null = null;

export async function saveCategories(categories: readonly Category[], fetchedAt: number = Date.now()): Promise<void> {
  await db.transaction('rw', db.categories, async () => {
    await db.categories.clear();
    await db.categories.bulkPut(categories.map((category, position) => ({ ...category, position, fetchedAt })));
  });
}

/** Rejects when the server could not be reached; a failed refresh may be tried again. */
export function refreshCategories(): Promise<void> {
  refresh ??= fetchCategories()
    .then((categories) => saveCategories(categories))
    .catch((error: unknown) => {
      refresh = null;
      throw error;
    });
  return refresh;
}
