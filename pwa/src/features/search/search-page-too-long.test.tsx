import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { limits } from '@shared/limits.ts';
import { db } from '@pwa/db/app-db.ts';
import { makeItems } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { SearchPage } from './search-page.tsx';

const paths = ['/search', '/item/$id'];

describe('search page with a hand-made URL longer than the server takes (issue 9)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.title = '';
  });

  it('says the text is too long, asks the server nothing and offers no "Try again"', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(400, { message: 'q must be at most 200 characters', code: 'validation-error' }));
    await renderWithRouter(<SearchPage q={'a'.repeat(limits.searchTextMax + 1)} />, paths);
    expect(await screen.findByRole('heading', { level: 2, name: 'Search text too long' })).toBeTruthy();
    expect(screen.getByText('Search for at most 200 characters: shorten the text and search again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Items' }).getAttribute('href')).toBe('/search');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('Loading items...')).toBeNull();
    expect(document.title).toBe('Search text too long · Kiraya');
    // Nothing was asked for: the page decided from the URL alone, before any fetch could start.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('searches as usual at exactly the limit, and titles the tab with the query', async () => {
    const q = 'a'.repeat(limits.searchTextMax);
    const fetchSpy = stubFetch(() => jsonResponse(200, makeItems(1, { title: 'Road bike' })));
    await renderWithRouter(<SearchPage q={q} />, paths);
    expect(await screen.findByRole('link', { name: 'View Details' })).toBeTruthy();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(document.title).toBe(`Search: ${q} · Kiraya`);
  });
});
