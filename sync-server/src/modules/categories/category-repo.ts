/** SQL for categories. */
import type { Knex } from 'knex';
import type { Category } from '@shared/api.ts';

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
}

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
});

export async function listCategories(db: Knex): Promise<Category[]> {
  const rows = await db<CategoryRow>('categories').select('id', 'name', 'slug', 'description').orderBy('sort_order');
  return rows.map(toCategory);
}

/** A category by id or by slug. */
export async function findCategory(db: Knex, idOrSlug: string): Promise<Category | undefined> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
  const row = await db<CategoryRow>('categories')
    .where(isUuid ? { id: idOrSlug } : { slug: idOrSlug.toLowerCase() })
    .first('id', 'name', 'slug', 'description');
  return row ? toCategory(row) : undefined;
}
