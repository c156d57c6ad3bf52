import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { jsonResponse, offline, stubFetch } from '@pwa/test/stub-fetch.ts';
import { heroMessages as t } from '@shared/messages/hero.ts';
import { HomeHero } from './home-hero.tsx';

describe('home hero', () => {
  afterEach(() => vi.restoreAllMocks());

  it('searches only with text, carrying the location, URL-encoded', async () => {
    stubFetch(offline);
    const { router } = await renderWithRouter(<HomeHero />);
    const text = screen.getByPlaceholderText(t.searchPlaceholder);
    const location = screen.getByPlaceholderText(t.locationPlaceholder);
    fireEvent.change(location, { target: { value: 'Navi Mumbai' } });
    fireEvent.click(screen.getByRole('button', { name: t.searchButton }));
    expect(router.state.location.href).toBe('/');

    fireEvent.change(text, { target: { value: 'camera & lens' } });
    fireEvent.click(screen.getByRole('button', { name: t.searchButton }));
    await vi.waitFor(() => expect(router.state.location.href).toBe('/search?q=camera%20%26%20lens&location=Navi%20Mumbai'));
  });

  it('shows real figures only once the server has given them, leaving zeros out', async () => {
    stubFetch(() => jsonResponse(200, { listings: 1234, verifiedUsers: 0, cities: 12 }));
    await renderWithRouter(<HomeHero />);
    expect(await screen.findByText(t.listings(1234))).toBeTruthy();
    expect(screen.getByText(t.cities(12))).toBeTruthy();
    expect(screen.getByRole('list', { name: t.statsLabel }).children).toHaveLength(2);
    expect(document.body.textContent).not.toContain('10,000+');
  });

  it('shows no figures when the call fails', async () => {
    stubFetch(offline);
    // The failure's report is the proof that the call has failed and been dealt with.
    const reported = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    await renderWithRouter(<HomeHero />);
    await vi.waitFor(() => expect(reported).toHaveBeenCalledWith('Kiraya: reading the site figures did not finish:', expect.any(String)));
    expect(screen.getByRole('list', { name: t.statsLabel }).children).toHaveLength(0);
  });
});
