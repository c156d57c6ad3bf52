/**
 * Near me on a category page: the item list call narrowed to the category around the point (the
 * category call takes none), each card's distance and no count; the category's own list when it is off.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { removeGeolocation, stubGeolocation } from '@pwa/test/geolocation.ts';
import { makeItem } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { nearMeMessages } from '@shared/messages/near-me.ts';
import { CategoryPage } from './category-page.tsx';

const t = nearMeMessages;
const paths = ['/item/$id', '/create-listing', '/category/$slug'];
const cameras = { id: '01936f5e-0000-7000-8000-000000000003', name: 'Cameras', slug: 'cameras', description: 'DSLRs and lenses' };
const KOCHI = '9.960,76.280';

function serve() {
  return stubFetch((url) => {
    if (url === '/api/categories/cameras') return jsonResponse(200, cameras);
    if (url.startsWith('/api/items?')) return jsonResponse(200, [makeItem({ title: 'Sony A7', distanceKm: 0.4 }), makeItem({ title: 'Nikon Z50', distanceKm: 12.6 })]);
    const response = jsonResponse(200, [makeItem({ title: 'Canon R50' })]);
    response.headers.set('X-Total-Count', '1');
    return response;
  });
}

describe('near me on a category page', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    removeGeolocation();
  });

  it("asks the item list for the category's listings around the point, each with its distance, and counts none", async () => {
    const fetchSpy = serve();
    await renderWithRouter(<CategoryPage slug="cameras" near={KOCHI} />, paths);
    expect(await screen.findByText(browseMessages.card.distanceUnderOne)).toBeTruthy();
    expect(screen.getByText(browseMessages.card.distance(13))).toBeTruthy();
    const calls = fetchSpy.mock.calls.map(([url]) => String(url));
    expect(calls).toContain(`/api/items?categoryId=${cameras.id}&near=9.960%2C76.280&radiusKm=25&limit=24`);
    expect(calls.some((url) => url.startsWith('/api/items/category/'))).toBe(false);
    expect(screen.getByText(t.summary.point(25))).toBeTruthy();
    expect(screen.queryByText(browseMessages.category.count(2))).toBeNull();
  });

  it("keeps the category's own list, counted and without distances, while near-me is off; Near me puts the point in the address", async () => {
    serve();
    stubGeolocation({ lat: 9.96, lon: 76.28 });
    const { router } = await renderWithRouter(<CategoryPage slug="cameras" />, paths);
    expect(await screen.findByText(browseMessages.category.count(1))).toBeTruthy();
    expect(screen.queryByText(browseMessages.card.distanceUnderOne)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.nearMe }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/cameras'));
    expect(router.state.location.search).toEqual({ near: KOCHI });
  });
});
