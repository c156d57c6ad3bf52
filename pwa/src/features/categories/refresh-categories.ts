/**
 * Refreshes the cached categories from the server, at most once per page load (they change only on
 * deploy). The table is replaced in one transaction, so readers never see it half-written, and only
 * when the server's list differs: an unchanged list (nearly every visit) writes nothing, so the pages
 * reading the table are not drawn again for it.
 */
import type { Category } from '@shared/api.ts';
import { db, type CategoryRow } from '@pwa/db/app-db.ts';
import { fetchCategories } from './categories-api.ts';

let refresh: Promise<void> | null = null;

const sameCategory = (row: CategoryRow, category: Category | undefined): boolean =>
  row.id === category?.id && row.name === category.name && row.slug === category.slug && row.description === category.description;

const sameList = (cached: readonly CategoryRow[], categories: readonly Category[]): boolean =>
  cached.length === categories.length && cached.every((row, position) => sameCategory(row, categories[position]));

export async function saveCategories(categories: readonly Category[], fetchedAt: number = Date.now()): Promise<void> {
  await db.transaction('rw', db.categories, async () => {
    const cached = await db.categories.orderBy('position').toArray();
    if (sameList(cached, categories)) return;
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
