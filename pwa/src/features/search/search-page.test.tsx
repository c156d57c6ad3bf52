import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { makeItems } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { SearchPage } from './search-page.tsx';
import type { showToast } from '@pwa/ui/toast.ts';

const t = browseMessages.search;

const toasts = vi.hoisted(() => ({ showToast: vi.fn<typeof showToast>() }));
vi.mock('@pwa/ui/toast.ts', () => toasts);

const paths = ['/search', '/item/$id'];

describe('search page', () => {
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
    expect(screen.getByText(t.loading)).toBeTruthy();
    expect(await screen.findAllByRole('link', { name: browseMessages.card.viewDetails })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: t.resultsTitle })).toBeTruthy();
    expect(screen.getByText(t.showingResultsFor('bike') + t.inLocation('Pune'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.clearFilter }).getAttribute('href')).toBe('/search');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/items?q=bike&location=Pune&limit=24');
  });

  it('says "No items found" with "Browse All Items" when nothing matches', async () => {
    stubFetch(() => jsonResponse(200, []));
    await renderWithRouter(<SearchPage q="zzz" />, paths);
    expect(await screen.findByRole('heading', { name: t.empty })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.browseAll }).getAttribute('href')).toBe('/search');
  });

  it('toasts nothing offline: the page says it is offline, and what it keeps, instead of a failure', async () => {
    stubFetch(offline);
    await renderWithRouter(<SearchPage q="camera" />, paths);
    expect(await screen.findByRole('heading', { name: t.offlineTitle })).toBeTruthy();
    expect(screen.getByText(t.offlineText)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.failed })).toBeNull();
    expect(screen.getByRole('link', { name: browseMessages.item.backHome }).getAttribute('href')).toBe('/');
    expect(toasts.showToast).not.toHaveBeenCalled();
  });

  it('toasts "Failed to fetch items" when the call fails', async () => {
    stubFetch(() => jsonResponse(500, { message: 'Something went wrong on our side. Please try again.', code: 'internal-error' }));
    await renderWithRouter(<SearchPage filter="popular" />, paths);
    expect(await screen.findByRole('heading', { name: t.failed })).toBeTruthy();
    expect(toasts.showToast).toHaveBeenCalledWith('error', t.failed);
    expect(screen.getByRole('heading', { level: 1, name: t.titles.popular.title })).toBeTruthy();
  });
});
