import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { apiPaths, type FavoriteEntry, type Item } from '@shared/api.ts';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { makeItem } from '@pwa/test/items.ts';
import { makeUser } from '@pwa/test/users.ts';
import { toggleFavorite } from './favorites-store.ts';
import { startSync } from '@pwa/sync/start-sync.ts';
import { favoritesJob } from './favorites-job.ts';
import { loadDeviceFavorites } from './device-favorites.ts';
import { useFavoriteItems } from './use-favorite-items.ts';
import type { showToast } from '@pwa/ui/toast.ts';

vi.mock('@pwa/ui/toast.ts', () => ({ showToast: vi.fn<typeof showToast>() }));

const user = makeUser();

function FavoritesPage() {
  const items = useFavoriteItems();
  return <ul>{items?.map((item) => <li key={item.id}>{item.title}</li>)}</ul>;
}

describe("the favorites' sync in a tab", () => {
  let online = true;
  let account: FavoriteEntry[] = [];
  let listings = new Map<string, Item>();
  const asked: string[] = [];
  let stop = () => {};
  const deps = {
    online: () => online,
    getJson: async <T,>(path: string): Promise<T> => {
      asked.push(path);
      if (path === apiPaths.favorites) return account as T;
      const item = listings.get(path.slice(apiPaths.item('').length));
      if (!item) throw new Error(`unexpected GET ${path}`);
      return item as T;
    },
  };
  const batches = async () => (await db.outbox.toArray()).flatMap((op) => (op.kind === 'favorites.merge' ? [op.payload] : []));
  const signIn = (signedIn: boolean) => db.session.put({ key: SESSION_KEY, user: signedIn ? user : null, fetchedAt: Date.now() });

  beforeEach(async () => {
    localStorage.clear();
    online = true;
    account = [];
    listings = new Map();
    asked.length = 0;
    await Promise.all([db.outbox.clear(), db.items.clear(), db.session.clear()]);
  });
  afterEach(() => stop());

  it('queues a toggle for the signed-in account as it is made; signed out, keeps it on the device', async () => {
    const [tent, stove] = [makeItem(), makeItem()];
    await signIn(false);
    const job = favoritesJob(deps);
    stop = startSync([job]);
    toggleFavorite(tent.id);
    // The job's answer to the account read after the toggle: nothing queued, the change still nobody's.
    await job.on('account');
    expect(await db.outbox.count()).toBe(0);
    expect(loadDeviceFavorites().changes.get(tent.id)).toMatchObject({ favorite: true, account: null });

    // Signing in merges what was kept while signed out into the account, and pulls it.
    await signIn(true);
    await vi.waitFor(async () => expect(await batches()).toEqual([{ changes: [{ itemId: tent.id, favorite: true, changedAt: expect.any(String) }] }]));
    await vi.waitFor(() => expect(asked).toContain(apiPaths.favorites));

    toggleFavorite(stove.id);
    await vi.waitFor(async () => expect((await batches())[0]?.changes.map((change: { itemId: string }) => change.itemId)).toEqual([tent.id, stove.id]));
  });

  it("shows another device's favorites once pulled, fetching the listings the device lacks, and pulls again when back online", async () => {
    const camera = makeItem({ title: 'Nikon D5600' });
    listings.set(camera.id, camera);
    account = [{ itemId: camera.id, favorite: true, changedAt: new Date().toISOString() }];
    await signIn(true);
    render(<FavoritesPage />);
    stop = startSync([favoritesJob(deps)]);
    expect(await screen.findByText('Nikon D5600')).toBeTruthy();
    expect(asked).toEqual([apiPaths.favorites, apiPaths.item(camera.id)]);

    const lens = makeItem({ title: '50mm lens' });
    listings.set(lens.id, lens);
    account = [...account, { itemId: lens.id, favorite: true, changedAt: new Date().toISOString() }];
    online = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('50mm lens')).toBeTruthy();
    // Newest favorite first.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['50mm lens', 'Nikon D5600']);
  });
});
