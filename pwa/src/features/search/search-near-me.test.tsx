/**
 * Near me on the search page: the location asked only when tapped, with a wait shown; its point in the
 * address; a refusal's words and the city instead; a city chosen without asking; offline; the distance,
 * turning it off, and an empty near-me list.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { db } from '@pwa/db/app-db.ts';
import { removeGeolocation, stubGeolocation } from '@pwa/test/geolocation.ts';
import { makeItem } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { nearMeMessages } from '@shared/messages/near-me.ts';
import { SearchPage } from './search-page.tsx';

const t = nearMeMessages;
const paths = ['/search', '/item/$id'];
const PUNE = '18.520,73.856';

const nearMeButton = () => screen.getByRole('button', { name: t.nearMe });
const cityButton = () => screen.getByRole('button', { name: t.chooseCity });

describe('near me on the search page', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    removeGeolocation();
  });

  it('asks for the location only when tapped, and puts its point in the address with the rest of the search', async () => {
    stubFetch(() => jsonResponse(200, []));
    const locate = stubGeolocation({ lat: 18.52041, lon: 73.85674 });
    const { router } = await renderWithRouter(<SearchPage q="camera" />, paths);
    await screen.findByRole('heading', { name: browseMessages.search.empty });
    expect(locate).not.toHaveBeenCalled();

    fireEvent.click(nearMeButton());
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'camera', near: '18.520,73.857' }));
    expect(locate).toHaveBeenCalledTimes(1);
  });

  it('says it is finding the location while the browser has not answered', async () => {
    stubFetch(() => jsonResponse(200, []));
    stubGeolocation('never');
    await renderWithRouter(<SearchPage q="camera" />, paths);
    fireEvent.click(nearMeButton());
    expect(await screen.findByText(t.locating)).toBeTruthy();
    expect(screen.getByText(t.locating).getAttribute('role')).toBe('status');
    expect(nearMeButton().getAttribute('aria-busy')).toBe('true');
  });

  it('after a refusal says why, and offers a city whose point becomes the search\'s', async () => {
    stubFetch(() => jsonResponse(200, []));
    stubGeolocation({ errorCode: 1 });
    const { router } = await renderWithRouter(<SearchPage q="camera" />, paths);
    fireEvent.click(nearMeButton());
    expect((await screen.findByRole('alert')).textContent).toBe(t.refused.denied);

    const city = await screen.findByRole('combobox', { name: t.cityLabel });
    fireEvent.change(city, { target: { value: 'pune' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Pune, Maharashtra' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'camera', near: '18.520,73.860' }));
  });

  it.each([
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('says so when the browser answers with error %i', async (errorCode, reason) => {
    stubFetch(() => jsonResponse(200, []));
    stubGeolocation({ errorCode });
    await renderWithRouter(<SearchPage />, paths);
    fireEvent.click(nearMeButton());
    expect((await screen.findByRole('alert')).textContent).toBe(t.refused[reason]);
    expect(await screen.findByRole('combobox', { name: t.cityLabel })).toBeTruthy();
  });

  it('chooses a city without asking for the location', async () => {
    stubFetch(() => jsonResponse(200, []));
    const locate = stubGeolocation({ lat: 18.52, lon: 73.86 });
    const { router } = await renderWithRouter(<SearchPage />, paths);
    fireEvent.click(cityButton());
    const city = await screen.findByRole('combobox', { name: t.cityLabel });
    await waitFor(() => expect(document.activeElement).toBe(city));
    fireEvent.change(city, { target: { value: 'kochi' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Kochi, Kerala' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ near: '9.940,76.260' }));
    expect(locate).not.toHaveBeenCalled();
    // The picker goes with the choice; the keyboard is back on the button that opened it.
    expect(document.activeElement).toBe(cityButton());
  });

  it('offline, says near-me needs a connection rather than asking', async () => {
    stubFetch(() => jsonResponse(200, []));
    const locate = stubGeolocation({ lat: 18.52, lon: 73.86 });
    await renderWithRouter(<SearchPage />, paths);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(nearMeButton());
    expect((await screen.findByRole('alert')).textContent).toBe(t.needsConnection);
    expect(locate).not.toHaveBeenCalled();
  });

  it('with near on: asks for it, shows each distance and what the list is, changes the distance and turns off', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(200, [makeItem({ title: 'Road bike', distanceKm: 3.4 })]));
    const { router } = await renderWithRouter(<SearchPage q="bike" near={PUNE} />, paths);
    expect(await screen.findByText(browseMessages.card.distance(3))).toBeTruthy();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/items?q=bike&near=18.520%2C73.856&limit=24');
    expect(screen.getByText(t.summary.point(25))).toBeTruthy();

    const radius = screen.getByLabelText<HTMLSelectElement>(t.radius);
    expect(radius.value).toBe('25');
    expect([...radius.options].map((option) => option.textContent)).toEqual([5, 10, 25, 50, 100].map(t.radiusOption));
    fireEvent.change(radius, { target: { value: '10' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'bike', near: PUNE, radiusKm: '10' }));

    fireEvent.click(screen.getByRole('button', { name: t.turnOffLabel }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'bike' }));
    expect(document.activeElement).toBe(nearMeButton());
  });

  it('an empty near-me list says so and offers the next larger distance', async () => {
    stubFetch(() => jsonResponse(200, []));
    const { router } = await renderWithRouter(<SearchPage near={PUNE} radiusKm="10" />, paths);
    expect(await screen.findByRole('heading', { name: t.emptyTitle(10) })).toBeTruthy();
    expect(screen.getByText(t.emptyText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.widen(25) }));
    // 25 km is the default: the address leaves it out.
    await waitFor(() => expect(router.state.location.search).toEqual({ near: PUNE }));
  });

  it('offline with nothing saved, says near-me needs a connection', async () => {
    stubFetch(offline);
    await renderWithRouter(<SearchPage near={PUNE} />, paths);
    expect(await screen.findByRole('heading', { name: browseMessages.search.offlineTitle })).toBeTruthy();
    expect(screen.getByText(t.offlineText)).toBeTruthy();
  });
});
