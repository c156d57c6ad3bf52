import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { browseMessages } from '@shared/messages/browse.ts';
import { announceFavoritesSynced, FAVORITE_CHANGES_KEY } from './device-favorites.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { FAVORITES_KEY, forgetFavorites, toggleFavorite, type FavoriteToggledDetail } from './favorites-store.ts';
import type { showToast } from '@pwa/ui/toast.ts';

const toasts = vi.hoisted(() => ({ showToast: vi.fn<typeof showToast>() }));
vi.mock('@pwa/ui/toast.ts', () => toasts);

const t = browseMessages.favorites;
const stored = (): unknown => JSON.parse(localStorage.getItem(FAVORITES_KEY) ?? 'null');
const changes = (): unknown => JSON.parse(localStorage.getItem(FAVORITE_CHANGES_KEY) ?? 'null');
const at = (ms: number) => new Date(ms).toISOString();

describe('favorites', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.clearAllMocks());

  it('adds and removes ids in localStorage "favorites", with an added or removed toast', () => {
    expect(toggleFavorite('a')).toBe('added');
    expect(toggleFavorite('b')).toBe('added');
    expect(stored()).toEqual(['a', 'b']);
    expect(toasts.showToast).toHaveBeenLastCalledWith('success', t.added);
    expect(toggleFavorite('a')).toBe('removed');
    expect(stored()).toEqual(['b']);
    expect(toasts.showToast).toHaveBeenLastCalledWith('success', t.removed);
  });

  it('emits favoriteToggled on window with the id and the action', () => {
    const details: FavoriteToggledDetail[] = [];
    const listener = (event: CustomEvent<FavoriteToggledDetail>) => details.push(event.detail);
    window.addEventListener('favoriteToggled', listener);
    toggleFavorite('item-1');
    toggleFavorite('item-1');
    window.removeEventListener('favoriteToggled', listener);
    expect(details).toEqual([
      { id: 'item-1', action: 'added' },
      { id: 'item-1', action: 'removed' },
    ]);
  });

  it('treats unreadable storage as no favorites instead of failing', () => {
    localStorage.setItem(FAVORITES_KEY, '{not json');
    expect(toggleFavorite('x')).toBe('added');
    expect(stored()).toEqual(['x']);
  });

  it('keeps every heart of the same item in step, and follows other tabs', () => {
    render(
      <>
        <FavoriteButton id="bike" title="Royal Enfield" />
        <FavoriteButton id="bike" title="Royal Enfield" />
      </>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: t.add('Royal Enfield') })[0]!);
    expect(screen.getAllByRole('button', { name: t.remove('Royal Enfield') })).toHaveLength(2);

    // Another tab clears the list: the browser fires "storage" here.
    act(() => {
      localStorage.setItem(FAVORITES_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_KEY }));
    });
    expect(screen.getAllByRole('button', { name: t.add('Royal Enfield') })).toHaveLength(2);
  });

  it('records when each item was toggled, for the sync, never earlier than its last toggle', () => {
    const noon = Date.UTC(2026, 10, 22, 12);
    toggleFavorite('a', noon);
    toggleFavorite('b', noon + 5);
    // The phone's clock was set back a minute: the removal still comes after the favorite.
    toggleFavorite('a', noon - 60_000);
    expect(changes()).toEqual({
      a: { favorite: false, changedAt: at(noon + 1), account: null },
      b: { favorite: true, changedAt: at(noon + 5), account: null },
    });
    expect(stored()).toEqual(['b']);
  });

  it('dates favorites kept before times were recorded at their first toggle, keeping the list as it was', () => {
    localStorage.setItem(FAVORITES_KEY, JSON.stringify(['old-1', 'old-2']));
    toggleFavorite('new', Date.UTC(2026, 10, 22, 12));
    expect(stored()).toEqual(['old-1', 'old-2', 'new']);
    expect(Object.keys(changes() as object).sort()).toEqual(['new', 'old-1', 'old-2']);
  });

  it("updates the hearts when the account's favorites are merged in, and drops deleted listings without a word", () => {
    render(<FavoriteButton id="tent" title="Dome tent" />);
    act(() => {
      localStorage.setItem(FAVORITES_KEY, JSON.stringify(['tent']));
      announceFavoritesSynced();
    });
    expect(screen.getByRole('button', { name: t.remove('Dome tent') })).toBeTruthy();
    const toggled = vi.fn<(event: Event) => void>();
    window.addEventListener('favoriteToggled', toggled);
    act(() => forgetFavorites(['tent']));
    window.removeEventListener('favoriteToggled', toggled);
    expect(screen.getByRole('button', { name: t.add('Dome tent') })).toBeTruthy();
    expect(toggled).not.toHaveBeenCalled();
    expect(toasts.showToast).not.toHaveBeenCalled();
    expect(changes()).toEqual({});
  });
});
