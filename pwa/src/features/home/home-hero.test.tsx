import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { HomeHero } from './home-hero.tsx';

describe('home hero (spec §2, DESIGN.md §13)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('searches only with text, carrying the location, URL-encoded', async () => {
    stubFetch(offline);
    const { router } = await renderWithRouter(<HomeHero />);
    const text = screen.getByPlaceholderText('Type to search...');
    const location = screen.getByPlaceholderText('Location');
    fireEvent.change(location, { target: { value: 'Navi Mumbai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.href).toBe('/');

    fireEvent.change(text, { target: { value: 'camera & lens' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(router.state.location.href).toBe('/search?q=camera%20%26%20lens&location=Navi%20Mumbai'));
  });

  it('shows real figures only once the server has given them, leaving zeros out', async () => {
    stubFetch(() => jsonResponse(200, { listings: 1234, verifiedUsers: 0, cities: 12 }));
    await renderWithRouter(<HomeHero />);
    expect(await screen.findByText('1,234 listings')).toBeTruthy();
    expect(screen.getByText('12 cities')).toBeTruthy();
    expect(screen.queryByText(/verified users/)).toBeNull();
    expect(document.body.textContent).not.toContain('10,000+');
  });

  it('shows no figures when the call fails', async () => {
    stubFetch(offline);
    // The failure's report is the proof that the call has failed and been dealt with.
    const reported = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    await renderWithRouter(<HomeHero />);
    await vi.waitFor(() => expect(reported).toHaveBeenCalledWith('Kiraya: reading the site figures did not finish:', expect.any(String)));
    expect(screen.getByRole('list', { name: 'Kiraya in numbers' }).children).toHaveLength(0);
  });
});
