import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { HeaderSearch } from './header-search.tsx';
import { messages } from '@shared/messages.ts';

describe('HeaderSearch on a search page and its length cap', () => {
  it("shows the search page's query, follows it to the next search and empties off search pages", async () => {
    const { router } = await renderWithRouter(<HeaderSearch />);
    const input = await screen.findByRole<HTMLInputElement>('searchbox', { name: messages.header.searchLabel });
    expect(input.value).toBe('');
    await router.navigate({ to: '/search', search: { q: 'car' } });
    await waitFor(() => expect(input.value).toBe('car'));
    fireEvent.change(input, { target: { value: 'car seat' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.href).toBe('/search?q=car%20seat'));
    expect(input.value).toBe('car seat');
    await router.navigate({ to: '/dashboard' });
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('keeps the search page’s place, days and near me when its words are refined, and only there', async () => {
    const { router } = await renderWithRouter(<HeaderSearch />);
    const input = await screen.findByRole<HTMLInputElement>('searchbox', { name: messages.header.searchLabel });
    await router.navigate({ to: '/search', search: { q: 'camera', location: 'Pune', from: '2030-01-10', to: '2030-01-12', near: '18.52,73.86', radiusKm: '10' } });
    await waitFor(() => expect(input.value).toBe('camera'));
    fireEvent.change(input, { target: { value: 'tripod' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'tripod', location: 'Pune', from: '2030-01-10', to: '2030-01-12', near: '18.52,73.86', radiusKm: '10' }));
    // From any other page, the words are a new search of their own.
    await router.navigate({ to: '/dashboard' });
    fireEvent.change(input, { target: { value: 'drill' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'drill' }));
  });

  it("takes no more text than the server's search limit", async () => {
    await renderWithRouter(<HeaderSearch />);
    const input = await screen.findByRole<HTMLInputElement>('searchbox', { name: messages.header.searchLabel });
    expect(input.maxLength).toBe(limits.searchTextMax);
  });
});
