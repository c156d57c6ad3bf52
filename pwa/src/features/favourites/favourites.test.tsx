import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { announceFavouritesSynced, FAVOURITE_CHANGES_KEY } from '@pwa/sync/favorites/device-favorites.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { FAVOURITES_KEY, forgetFavourites, toggleFavourite, type FavouriteToggledDetail } from './favourites-store.ts';

const toasts = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('@pwa/ui/toast.ts', () => toasts);

const stored = (): unknown => JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? 'null');
const changes = (): unknown => JSON.parse(localStorage.getItem(FAVOURITE_CHANGES_KEY) ?? 'null');
const at = (ms: number) => new Date(ms).toISOString();

describe('favourites (spec §3, §4)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.clearAllMocks());

  it('adds and removes ids in localStorage "favorites", with the spec toasts', () => {
    expect(toggleFavourite('a')).toBe('added');
    expect(toggleFavourite('b')).toBe('added');
    expect(stored()).toEqual(['a', 'b']);
    expect(toasts.showToast).toHaveBeenLastCalledWith('success', 'Added to favorites');
    expect(toggleFavourite('a')).toBe('removed');
    expect(stored()).toEqual(['b']);
    expect(toasts.showToast).toHaveBeenLastCalledWith('success', 'Removed from favorites');
  });

  it('emits favoriteToggled on window with the id and the action', () => {
    const details: FavouriteToggledDetail[] = [];
    const listener = (event: CustomEvent<FavouriteToggledDetail>) => details.push(event.detail);
    window.addEventListener('favoriteToggled', listener);
    toggleFavourite('item-1');
    toggleFavourite('item-1');
    window.removeEventListener('favoriteToggled', listener);
    expect(details).toEqual([
      { id: 'item-1', action: 'added' },
      { id: 'item-1', action: 'removed' },
    ]);
  });

  it('treats unreadable storage as no favourites instead of failing', () => {
    localStorage.setItem(FAVOURITES_KEY, '{not json');
    expect(toggleFavourite('x')).toBe('added');
    expect(stored()).toEqual(['x']);
  });

  it('keeps every heart of the same item in step, and follows other tabs', () => {
    render(
      <>
        <FavouriteButton id="bike" title="Royal Enfield" />
        <FavouriteButton id="bike" title="Royal Enfield" />
      </>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Royal Enfield to favorites' })[0]!);
    expect(screen.getAllByRole('button', { name: 'Remove Royal Enfield from favorites' })).toHaveLength(2);

    // Another tab clears the list: the browser fires "storage" here.
    act(() => {
      localStorage.setItem(FAVOURITES_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }));
    });
    expect(screen.getAllByRole('button', { name: 'Add Royal Enfield to favorites' })).toHaveLength(2);
  });

  it('records when each item was toggled, for the sync, never earlier than its last toggle', () => {
    const noon = Date.UTC(2026, 10, 22, 12);
    toggleFavourite('a', noon);
    toggleFavourite('b', noon + 5);
    // The phone's clock was set back a minute: the removal still comes after the favourite.
    toggleFavourite('a', noon - 60_000);
    expect(changes()).toEqual({
      a: { favorite: false, changedAt: at(noon + 1), account: null },
      b: { favorite: true, changedAt: at(noon + 5), account: null },
    });
    expect(stored()).toEqual(['b']);
  });

  it('dates favourites kept before times were recorded at their first toggle, keeping the list as it was', () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['old-1', 'old-2']));
    toggleFavourite('new', Date.UTC(2026, 10, 22, 12));
    expect(stored()).toEqual(['old-1', 'old-2', 'new']);
    expect(Object.keys(changes() as object).sort()).toEqual(['new', 'old-1', 'old-2']);
  });

  it("updates the hearts when the account's favourites are merged in, and drops deleted listings without a word", () => {
    render(<FavouriteButton id="tent" title="Dome tent" />);
    act(() => {
      localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['tent']));
      announceFavouritesSynced();
    });
    expect(screen.getByRole('button', { name: 'Remove Dome tent from favorites' })).toBeTruthy();
    const toggled = vi.fn();
    window.addEventListener('favoriteToggled', toggled);
    act(() => forgetFavourites(['tent']));
    window.removeEventListener('favoriteToggled', toggled);
    expect(screen.getByRole('button', { name: 'Add Dome tent to favorites' })).toBeTruthy();
    expect(toggled).not.toHaveBeenCalled();
    expect(toasts.showToast).not.toHaveBeenCalled();
    expect(changes()).toEqual({});
  });
});
