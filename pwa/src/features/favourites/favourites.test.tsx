import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FavouriteButton } from './favourite-button.tsx';
import { FAVOURITES_KEY, toggleFavourite, type FavouriteToggledDetail } from './favourites-store.ts';

const toasts = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('@pwa/ui/toast.ts', () => toasts);

const stored = (): unknown => JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? 'null');

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
});
