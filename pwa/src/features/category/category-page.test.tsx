import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { makeItems } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { CategoryPage } from './category-page.tsx';
import { categoryDescription } from '@shared/messages/category-descriptions.ts';
import { categoryName } from '@shared/messages/categories.ts';

const t = browseMessages.category;

const paths = ['/item/$id', '/create-listing'];
const cameras = { id: '01936f5e-0000-7000-8000-000000000003', name: 'Cameras', slug: 'cameras', description: 'DSLRs and lenses' };

function serve(items: unknown[], total: number, nextCursor?: string) {
  return stubFetch((url) => {
    if (url === '/api/categories/cameras') return jsonResponse(200, cameras);
    if (url.startsWith('/api/categories/')) return jsonResponse(404, { message: 'Category Not Found', code: 'not-found' });
    const response = jsonResponse(200, items);
    response.headers.set('X-Total-Count', String(total));
    if (nextCursor) response.headers.set('X-Next-Cursor', nextCursor);
    return response;
  });
}

describe('category page', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the name, description, the count from the server and a Load more', async () => {
    serve(makeItems(2), 30, 'page-2');
    await renderWithRouter(<CategoryPage slug="cameras" />, paths);
    expect(await screen.findByRole('heading', { level: 1, name: categoryName(cameras) })).toBeTruthy();
    expect(screen.getByText(categoryDescription(cameras) ?? '')).toBeTruthy();
    expect(await screen.findByText(t.count(30))).toBeTruthy();
    expect(screen.getByRole('button', { name: t.loadMore })).toBeTruthy();
  });

  it('offers "List Your Item" when the category is empty', async () => {
    serve([], 0);
    await renderWithRouter(<CategoryPage slug="cameras" />, paths);
    expect(await screen.findByText(t.count(0))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.listYourItem }).getAttribute('href')).toBe('/create-listing');
  });

  it('says "Category Not Found" with a way home', async () => {
    serve([], 0);
    await renderWithRouter(<CategoryPage slug="spaceships" />, paths);
    expect(await screen.findByRole('heading', { name: t.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backHome }).getAttribute('href')).toBe('/');
  });
});
