import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { storeItems } from '@pwa/lib/item-cache.ts';
import { makeItem } from '@pwa/test/items.ts';
import { renderWithRouter } from '@pwa/test/render-with-router.tsx';
import { favoritesMessages } from '@shared/messages/favorites.ts';
import { FavoritesPage } from './favorites-page.tsx';
import { FAVORITES_KEY } from '@pwa/features/favorites/favorites-store.ts';

describe('the favorites page', () => {
  beforeEach(async () => {
    await db.items.clear();
    localStorage.clear();
  });

  it('invites to browse when nothing is kept yet', async () => {
    await renderWithRouter(<FavoritesPage />);
    expect(await screen.findByRole('heading', { name: favoritesMessages.emptyTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: favoritesMessages.browse }).getAttribute('href')).toBe('/');
  });

  it('shows the kept listings from the device, newest favorite first, and says how many are not here yet', async () => {
    const older = makeItem({ title: 'Canon EOS 200D' });
    const newer = makeItem({ title: 'Honda Activa 6G' });
    await storeItems([older, newer]);
    const elsewhere = '01936f5e-7c2a-7b3e-9d41-0000000000ff';
    localStorage.setItem(FAVORITES_KEY, JSON.stringify([older.id, elsewhere, newer.id]));
    await renderWithRouter(<FavoritesPage />);

    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((heading) => heading.textContent)).toEqual(['Honda Activa 6G', 'Canon EOS 200D']);
    expect(screen.getByText(favoritesMessages.count(3))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(favoritesMessages.notOnDevice(1));
  });
});
