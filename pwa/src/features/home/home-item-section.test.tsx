import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { NEXT_CURSOR_HEADER, type Item } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { makeItems } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { browseMessages as t } from '@shared/messages/browse.ts';
import { HomeItemSection } from './home-item-section.tsx';

const paths = ['/search', '/item/$id', '/category/$slug', '/create-listing'];

function serve(items: Item[]) {
  return stubFetch(() => {
    const response = jsonResponse(200, items);
    response.headers.set(NEXT_CURSOR_HEADER, 'next');
    return response;
  });
}

describe('home item sections', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for 13, shows 12 and links to /search?filter=… when there are more than 12', async () => {
    const fetchSpy = serve(makeItems(13));
    await renderWithRouter(<HomeItemSection filter="recent" />, paths);
    expect(await screen.findByRole('heading', { name: t.sections.recent.title })).toBeTruthy();
    // The first screen's cards come at once, the rest in a deferred render (item-grid.tsx).
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    const seeMore = screen.getByRole('link', { name: t.sections.seeMoreLabel(t.sections.recent.title) });
    expect(seeMore.getAttribute('href')).toBe('/search?filter=recent');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/items?filter=recent&limit=13');
  });

  it('has no see-more link with exactly 12', async () => {
    serve(makeItems(12));
    await renderWithRouter(<HomeItemSection filter="popular" />, paths);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByRole('link', { name: t.sections.seeMoreLabel(t.sections.popular.title) })).toBeNull();
  });

  it('says "No items available at the moment." when empty', async () => {
    serve([]);
    await renderWithRouter(<HomeItemSection filter="recent" />, paths);
    expect(await screen.findByText(t.sections.empty)).toBeTruthy();
  });

  it('leaves Featured Rentals out when nothing is featured', async () => {
    serve([]);
    const { container } = await renderWithRouter(<HomeItemSection filter="featured" />, paths);
    await vi.waitFor(async () => expect(await db.itemLists.get('home:featured')).toBeTruthy());
    expect(container.querySelector('section')).toBeNull();
  });

  it('shows the cached section at once when the network is down', async () => {
    serve(makeItems(3, { title: 'Cached camera' }));
    const first = await renderWithRouter(<HomeItemSection filter="recent" />, paths);
    expect(await screen.findAllByText('Cached camera')).toHaveLength(3);
    first.unmount();
    vi.restoreAllMocks();
    stubFetch(offline);
    await renderWithRouter(<HomeItemSection filter="recent" />, paths);
    expect(await screen.findAllByText('Cached camera')).toHaveLength(3);
    expect(await screen.findByText(t.offline.savedAgo(t.offline.justNow))).toBeTruthy();
  });
});
