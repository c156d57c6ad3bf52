import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { makeItems } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { SearchPage } from './search-page.tsx';

const toasts = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('@pwa/ui/toast.ts', () => toasts);

const paths = ['/search', '/item/$id'];

describe('search page (spec §2, §8)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it('says "Loading items...", then lists results with View Details and Clear Filter', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(200, makeItems(2, { title: 'Road bike' })));
    await renderWithRouter(<SearchPage q="bike" location="Pune" />, paths);
    expect(screen.getByText('Loading items...')).toBeTruthy();
    expect(await screen.findAllByRole('link', { name: 'View Details' })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results' })).toBeTruthy();
    expect(screen.getByText('Showing results for: "bike" in "Pune"')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear Filter' }).getAttribute('href')).toBe('/search');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/items?q=bike&location=Pune&limit=24');
  });

  it('says "No items found" with "Browse All Items" when nothing matches', async () => {
    stubFetch(() => jsonResponse(200, []));
    await renderWithRouter(<SearchPage q="zzz" />, paths);
    expect(await screen.findByRole('heading', { name: 'No items found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Items' }).getAttribute('href')).toBe('/search');
  });

  it('toasts "Failed to fetch items" when the call fails', async () => {
    stubFetch(() => jsonResponse(500, { message: 'Something went wrong on our side. Please try again.', code: 'internal-error' }));
    await renderWithRouter(<SearchPage filter="popular" />, paths);
    expect(await screen.findByRole('heading', { name: 'Failed to fetch items' })).toBeTruthy();
    expect(toasts.showToast).toHaveBeenCalledWith('error', 'Failed to fetch items');
    expect(screen.getByRole('heading', { level: 1, name: 'Most Popular' })).toBeTruthy();
  });
});
