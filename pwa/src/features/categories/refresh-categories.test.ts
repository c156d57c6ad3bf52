import { beforeEach, describe, expect, it } from 'vitest';
import type { Category } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { saveCategories } from './refresh-categories.ts';

const bikes: Category = { id: 'c-bikes', name: 'Bikes', slug: 'bikes', description: 'Two wheels' };
const cars: Category = { id: 'c-cars', name: 'Cars', slug: 'cars', description: null };

const cachedRows = () => db.categories.orderBy('position').toArray();

describe('saveCategories', () => {
  beforeEach(async () => {
    await db.categories.clear();
  });

  it('caches the server’s list in its order', async () => {
    await saveCategories([cars, bikes], 1_000);
    expect(await cachedRows()).toEqual([
      { ...cars, position: 0, fetchedAt: 1_000 },
      { ...bikes, position: 1, fetchedAt: 1_000 },
    ]);
  });

  it('writes nothing when the server’s list is the one cached', async () => {
    await saveCategories([bikes, cars], 1_000);
    await saveCategories([{ ...bikes }, { ...cars }], 2_000);
    expect((await cachedRows()).map((row) => row.fetchedAt)).toEqual([1_000, 1_000]);
  });

  it('replaces the list when a category changed, came, went or moved', async () => {
    await saveCategories([bikes, cars], 1_000);
    await saveCategories([bikes, { ...cars, name: 'Cars & Jeeps' }], 2_000);
    expect((await cachedRows()).map((row) => [row.name, row.fetchedAt])).toEqual([['Bikes', 2_000], ['Cars & Jeeps', 2_000]]);

    await saveCategories([bikes], 3_000);
    expect((await cachedRows()).map((row) => row.slug)).toEqual(['bikes']);

    await saveCategories([cars, bikes], 4_000);
    expect((await cachedRows()).map((row) => [row.slug, row.position])).toEqual([['cars', 0], ['bikes', 1]]);

    await saveCategories([cars, { ...bikes, description: null }], 5_000);
    expect((await cachedRows()).map((row) => row.description)).toEqual([null, null]);
  });
});
