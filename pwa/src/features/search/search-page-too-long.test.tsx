import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { limits } from '@shared/limits.ts';
import { db } from '@pwa/db/app-db.ts';
import { makeItems } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { SearchPage } from './search-page.tsx';

const t = browseMessages.search;

const paths = ['/search', '/item/$id'];

describe('search page with a hand-made URL longer than the server takes', () => {
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
    expect(await screen.findByRole('heading', { level: 2, name: t.tooLong })).toBeTruthy();
    expect(screen.getByText(t.textTooLong(limits.searchTextMax))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.browseAll }).getAttribute('href')).toBe('/search');
    expect(screen.queryByRole('button', { name: t.retry })).toBeNull();
    expect(screen.queryByText(t.loading)).toBeNull();
    expect(document.title).toBe(titleMessages.searchTooLong);
    // Nothing was asked for: the page decided from the URL alone, before any fetch could start.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('searches as usual at exactly the limit, and titles the tab with the query', async () => {
    const q = 'a'.repeat(limits.searchTextMax);
    const fetchSpy = stubFetch(() => jsonResponse(200, makeItems(1, { title: 'Road bike' })));
    await renderWithRouter(<SearchPage q={q} />, paths);
    expect(await screen.findByRole('link', { name: browseMessages.card.viewDetails })).toBeTruthy();
    // One search (the page also asks who is signed in, for its "Notify me" button).
    const searches = () => fetchSpy.mock.calls.filter(([url]) => String(url).includes('/api/items'));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(document.title).toBe(titleMessages.search(q));
  });
});
