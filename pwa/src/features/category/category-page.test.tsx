import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { makeItems } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { CategoryPage } from './category-page.tsx';

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

describe('category page (spec §2)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the name, description, the count from the server and a Load more', async () => {
    serve(makeItems(2), 30, 'page-2');
    await renderWithRouter(<CategoryPage slug="cameras" />, paths);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cameras' })).toBeTruthy();
    expect(screen.getByText('DSLRs and lenses')).toBeTruthy();
    expect(await screen.findByText('30 item(s) available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('offers "List Your Item" when the category is empty', async () => {
    serve([], 0);
    await renderWithRouter(<CategoryPage slug="cameras" />, paths);
    expect(await screen.findByText('0 item(s) available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List Your Item' }).getAttribute('href')).toBe('/create-listing');
  });

  it('says "Category Not Found" with a way home', async () => {
    serve([], 0);
    await renderWithRouter(<CategoryPage slug="spaceships" />, paths);
    expect(await screen.findByRole('heading', { name: 'Category Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
