import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { storeItemList, storeItems, trimItemCache } from '@pwa/lib/item-cache.ts';
import { FAVORITES_KEY } from '@pwa/features/favorites/favorites-store.ts';
import { deleteOf, queue } from '@pwa/test/outbox-fixtures.ts';
import { makeItem } from '@pwa/test/items.ts';
import { makeUser } from '@pwa/test/users.ts';
import { trimDeviceCache } from './trim-device-cache.ts';

const ids = async () => new Set(await db.items.toCollection().primaryKeys());

describe('the bounded device cache', () => {
  beforeEach(async () => {
    await Promise.all([db.items.clear(), db.itemLists.clear(), db.session.clear(), db.outbox.clear(), db.itemReviews.clear(), db.availability.clear()]);
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('evicts the least recently fetched items first, never those a kept rule or a kept list holds', async () => {
    const items = Array.from({ length: 6 }, () => makeItem());
    for (const [index, item] of items.entries()) await storeItems([item], 1000 + index);
    const [oldest, second, third, , , newest] = items.map((item) => item.id);
    await db.itemLists.put({ key: 'owner:x', ids: [second ?? ''], nextCursor: null, total: null, fetchedAt: 1 });

    const evicted = await trimItemCache({ keepIds: new Set([oldest ?? '']), keepListKeys: new Set(['owner:x']), limits: { lists: 5, items: 4 } });
    expect(evicted.map((item) => item.id)).toEqual([third, items[3]?.id]);
    expect(await ids()).toEqual(new Set([oldest, second, items[4]?.id, newest]));
  });

  it('drops the least recently fetched lists past the limit, keeping the lists that always stay', async () => {
    for (let index = 0; index < 4; index++) {
      await db.itemLists.put({ key: `search:q=${index}`, ids: [], nextCursor: null, total: null, fetchedAt: 100 + index });
    }
    await db.itemLists.put({ key: 'viewed:me', ids: [], nextCursor: null, total: null, fetchedAt: 1 });
    await trimItemCache({ keepIds: new Set(), keepListKeys: new Set(['viewed:me']), limits: { lists: 3, items: 100 } });
    expect(new Set(await db.itemLists.toCollection().primaryKeys())).toEqual(new Set(['viewed:me', 'search:q=3', 'search:q=2']));
  });

  it("keeps favorites and the signed-in user's listings, and takes evicted photos out of the media cache", async () => {
    const user = makeUser({ id: '01936f5e-7c2a-7b3e-9d41-00000000beef' });
    await db.session.put({ key: SESSION_KEY, user, fetchedAt: Date.now() });
    const favorite = makeItem();
    const mine = makeItem({ ownerId: user.id });
    const stranger = makeItem({ imageUrls: ['/media/i/01936f5e-7c2a-7b3e-9d41-000000000abc.webp'] });
    const queued = makeItem();
    await storeItems([favorite, mine, stranger, queued], 1);
    await queue(deleteOf(queued.id, user.id));
    // Reviews and a calendar kept beside a listing go with it, and stay with a kept one.
    const review = (itemId: string, id: string) => ({ id, itemId, rating: 4, text: null, reviewerName: 'Asha', reviewerAvatar: null, createdAt: '2026-11-20T10:00:00.000Z', fetchedAt: 1 });
    const calendar = (itemId: string) => ({ itemId, booked: [], blocked: [], today: '2026-11-24', from: '2026-11-01', to: '2026-12-13', fetchedAt: 1 });
    await db.itemReviews.bulkPut([review(stranger.id, 'r-stranger'), review(favorite.id, 'r-favorite')]);
    await db.availability.bulkPut([calendar(stranger.id), calendar(favorite.id)]);
    localStorage.setItem(FAVORITES_KEY, JSON.stringify([favorite.id]));
    // Enough newer listings, shown in a list that is then evicted, to push the limit.
    const newer = Array.from({ length: 300 }, () => makeItem());
    await storeItemList('search:q=bikes', newer);
    await db.itemLists.clear();
    const deleted: string[] = [];
    vi.stubGlobal('caches', { open: async () => ({ delete: async (url: string) => deleted.push(url) }) });

    expect(await trimDeviceCache()).toBe(4);
    const kept = await ids();
    expect(kept.has(favorite.id)).toBe(true);
    expect(kept.has(mine.id)).toBe(true);
    expect(kept.has(queued.id)).toBe(true);
    expect(kept.has(stranger.id)).toBe(false);
    expect(await db.itemReviews.toCollection().primaryKeys()).toEqual(['r-favorite']);
    expect(await db.availability.toCollection().primaryKeys()).toEqual([favorite.id]);
    expect(deleted).toEqual(
      expect.arrayContaining(['-400.webp', '-800.webp', '.webp'].map((end) => `${location.origin}/media/i/01936f5e-7c2a-7b3e-9d41-000000000abc${end}`)),
    );
  });
});
