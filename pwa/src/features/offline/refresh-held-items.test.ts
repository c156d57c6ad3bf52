// @vitest-environment node
/**
 * Keeping held listings fresh, against the real server (its changes call and cursor) in Node, like
 * the outbox's tests: changed listings are stored, deleted ones leave every list and the favorites,
 * and the cursor never makes a listing stored since the last refresh miss a change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, type Item, type ItemChanges, type ItemChangesRequest } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { storeItemList, storeItems } from '@pwa/lib/item-cache.ts';
import { FAVORITES_KEY } from '@pwa/features/favorites/favorites-store.ts';
import { call, createListing, installBrowserGlobals, MemoryStorage, signUp, type Account } from '@pwa/test/favorites-phone.ts';
import { startLoopbackServer, type LoopbackServer } from '@pwa/test/loopback-server.ts';
import { refreshHeldItems, type RefreshDeps } from './refresh-held-items.ts';

describe('refreshing the held listings against the real server', { timeout: 30_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-held-'));
  let server: LoopbackServer;
  let owner: Account;
  const storage = new MemoryStorage();
  /** The bodies of the changes calls made, in order. */
  let asked: ItemChangesRequest[] = [];

  const deps: RefreshDeps = {
    postJson: async <T,>(requestPath: string, body: unknown) => {
      asked.push(body as ItemChangesRequest);
      return call<T>(server, null, 'POST', requestPath, body);
    },
    now: Date.now,
  };

  beforeAll(async () => {
    server = await startLoopbackServer(dataDir);
    owner = await signUp(server);
    installBrowserGlobals(storage);
  }, 60_000);
  beforeEach(async () => {
    asked = [];
    storage.clear();
    await Promise.all([db.items.clear(), db.itemLists.clear(), db.meta.clear(), db.outbox.clear()]);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const fetchItem = (id: string) => call<Item>(server, null, 'GET', apiPaths.item(id));
  const edit = (item: Item, title: string) =>
    call<Item>(server, owner, 'PUT', apiPaths.item(item.id), {
      title,
      description: item.description,
      categoryId: item.categoryId,
      isNegotiable: false,
      price: '300',
      priceUnit: 'day',
      location: item.location,
      contactPhone: null,
      imageUrls: [],
      videoUrl: null,
    });
  const remove = (item: Item) => call(server, owner, 'DELETE', apiPaths.item(item.id));
  const titleOnDevice = async (item: Item) => (await db.items.get(item.id))?.title;
  /** Which listings each call asked with the stored cursor, and which without. */
  const calls = () => asked.map((body) => ({ since: Boolean(body.since), ids: [...body.ids].sort() }));

  it('stores what changed and takes deleted listings off the device everywhere: items, lists, favorites', async () => {
    const [tent, stove, lamp] = await Promise.all(['Tent', 'Stove', 'Lamp'].map((title) => createListing(server, owner, title)));
    await storeItemList('search:q=camping', [tent!, stove!, lamp!]);
    storage.setItem(FAVORITES_KEY, JSON.stringify([lamp!.id]));
    expect(await refreshHeldItems(deps)).toEqual({ asked: 3, updated: 3, deleted: 0 });
    const stoveFetchedAt = (await db.items.get(stove!.id))?.fetchedAt;

    await edit(tent!, 'Tent for four');
    await remove(lamp!);
    expect(await refreshHeldItems(deps)).toEqual({ asked: 3, updated: 1, deleted: 1 });
    expect(await titleOnDevice(tent!)).toBe('Tent for four');
    expect(await db.items.get(lamp!.id)).toBeUndefined();
    expect((await db.itemLists.get('search:q=camping'))?.ids).toEqual([tent!.id, stove!.id]);
    expect(JSON.parse(storage.getItem(FAVORITES_KEY) ?? '')).toEqual([]);
    // Unchanged: not written again.
    expect((await db.items.get(stove!.id))?.fetchedAt).toBe(stoveFetchedAt);
  });

  it('asks listings the cursor covers with it, and listings stored since without it, once', async () => {
    const [a, b] = await Promise.all(['A', 'B'].map((title) => createListing(server, owner, title)));
    await storeItems([a!, b!]);
    await refreshHeldItems(deps);
    await refreshHeldItems(deps);
    const c = await createListing(server, owner, 'C');
    await storeItems([c]);
    await refreshHeldItems(deps);
    await refreshHeldItems(deps);
    const ab = [a!.id, b!.id].sort();
    expect(calls()).toEqual([
      { since: false, ids: ab },
      { since: true, ids: ab },
      { since: false, ids: [c.id] },
      { since: true, ids: ab },
      { since: true, ids: [...ab, c.id].sort() },
    ]);
  });

  it('gives a listing stored from an answer older than the cursor the change it would have missed', async () => {
    const [held, later] = await Promise.all(['Held drill', 'Later drill'].map((title) => createListing(server, owner, title)));
    await storeItems([held!]);
    await refreshHeldItems(deps);
    // A screen asks for a listing; before its answer is stored, the listing changes and a refresh runs.
    const oldCopy = await fetchItem(later!.id);
    await edit(later!, 'Later drill, new bits');
    await refreshHeldItems(deps);
    await storeItems([oldCopy]);
    // The trap: with the cursor, the server would say nothing changed.
    const cursor = (await db.meta.get('heldItemsCursor'))?.cursor;
    const trap = await call<ItemChanges>(server, null, 'POST', apiPaths.itemChanges, { ids: [later!.id], since: cursor });
    expect(trap.items).toEqual([]);

    await refreshHeldItems(deps);
    expect(await titleOnDevice(later!)).toBe('Later drill, new bits');

    // Same for a covered listing that an old answer overwrote after the refresh.
    const stale = await fetchItem(held!.id);
    await edit(held!, 'Held drill, serviced');
    await refreshHeldItems(deps);
    expect(await titleOnDevice(held!)).toBe('Held drill, serviced');
    await storeItems([stale]);
    await refreshHeldItems(deps);
    expect(await titleOnDevice(held!)).toBe('Held drill, serviced');
  });

  it('leaves a listing with a write waiting alone: the copy on the device may be that write', async () => {
    const mine = await createListing(server, owner, 'Mixer');
    await storeItems([{ ...mine, title: 'Mixer (edited offline)' }]);
    await db.outbox.add({
      kind: 'listing.delete',
      accountId: owner.user.id,
      entity: `listing:${mine.id}`,
      payload: { itemId: mine.id },
      progress: null,
      idempotencyKey: crypto.randomUUID(),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      error: null,
      createdAt: Date.now(),
    });
    await edit(mine, 'Mixer, from another phone');
    expect(await refreshHeldItems(deps)).toEqual({ asked: 0, updated: 0, deleted: 0 });
    expect(await titleOnDevice(mine)).toBe('Mixer (edited offline)');
    expect(asked).toEqual([]);
  });
});
