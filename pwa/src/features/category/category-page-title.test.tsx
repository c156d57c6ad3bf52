/** The browser tab names the category (every page had the same document title). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { CategoryPage } from './category-page.tsx';
import { categoryName } from '@shared/messages/categories.ts';

const paths = ['/item/$id', '/create-listing'];
const cameras = { id: '01936f5e-0000-7000-8000-000000000003', name: 'Cameras', slug: 'cameras', description: 'DSLRs and lenses' };

describe('category page title', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => vi.restoreAllMocks());

  it("a category page is titled with the category's name", async () => {
    stubFetch((url) => (url === '/api/categories/cameras' ? jsonResponse(200, cameras) : jsonResponse(200, [])));
    await renderWithRouter(<CategoryPage slug="cameras" />, paths);
    await waitFor(() => expect(document.title).toBe(titleMessages.category(categoryName(cameras))));
  });

  it('a missing category is titled "Category Not Found"', async () => {
    stubFetch(() => jsonResponse(404, { message: 'Category Not Found', code: 'not-found' }));
    await renderWithRouter(<CategoryPage slug="nothing-here" />, paths);
    await waitFor(() => expect(document.title).toBe(titleMessages.categoryNotFound));
  });
});
