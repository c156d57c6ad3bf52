/**
 * Categories are reference data that only a migration changes, so each process reads them once and
 * answers from memory afterwards (one database round trip saved on the busiest read of the app).
 */
import type { Knex } from 'knex';
import type { Category } from '@shared/api.ts';
import { prepareJson, type PreparedJson } from '../../middleware/prepared-json.ts';
import { findCategory, listCategories } from './category-repo.ts';

const loaded = new WeakMap<Knex, Promise<Category[]>>();
const prepared = new WeakMap<Category[], PreparedJson>();

export function allCategories(db: Knex): Promise<Category[]> {
  let categories = loaded.get(db);
  if (!categories) {
    categories = listCategories(db);
    // A failed read must not be remembered: the next request tries again.
    categories.catch(() => loaded.delete(db));
    loaded.set(db, categories);
  }
  return categories;
}

/** The whole list as a ready answer: serialized and compressed once per process, not per request. */
export async function allCategoriesAnswer(db: Knex): Promise<PreparedJson> {
  const categories = await allCategories(db);
  let answer = prepared.get(categories);
  if (!answer) {
    answer = prepareJson(categories);
    prepared.set(categories, answer);
  }
  return answer;
}

/** A category by id or slug: from memory when known, else from the database. */
export async function categoryByIdOrSlug(db: Knex, idOrSlug: string): Promise<Category | undefined> {
  const key = idOrSlug.toLowerCase();
  const cached = (await allCategories(db)).find((category) => category.id === key || category.slug === key);
  return cached ?? findCategory(db, idOrSlug);
}
