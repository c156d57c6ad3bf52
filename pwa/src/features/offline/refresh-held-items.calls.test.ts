import { beforeEach, describe, expect, it } from 'vitest';
import type { ItemChanges, ItemChangesRequest } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { ApiError } from '@pwa/lib/api-error.ts';
import { storeItems } from '@pwa/lib/item-cache.ts';
import { makeItem } from '@pwa/test/items.ts';
import { MAX_IDS_PER_CALL, refreshHeldItems, type RefreshDeps } from './refresh-held-items.ts';

/** A clock that moves on each reading, so two refreshes never start in the same millisecond. */
let clock = 1_000;

/** A changes call the test scripts: each answer by the body asked. */
function scripted(answer: (body: ItemChangesRequest, call: number) => ItemChanges | Error | Promise<ItemChanges>) {
  const asked: ItemChangesRequest[] = [];
  const deps: RefreshDeps = {
    postJson: async <T,>(_path: string, body: unknown) => {
      asked.push(body as ItemChangesRequest);
      const result = await answer(body as ItemChangesRequest, asked.length);
      if (result instanceof Error) throw result;
      return result as T;
    },
    now: () => (clock += 10),
  };
  return { deps, asked };
}

const nothing = (cursor: string, hasMore = false): ItemChanges => ({ items: [], deletedIds: [], cursor, hasMore });

describe('the calls of a held listings refresh', () => {
  beforeEach(() => Promise.all([db.items.clear(), db.meta.clear(), db.outbox.clear()]));

  it('sends at most 1,000 ids a call, follows hasMore, and keeps the first call’s final cursor for them all', async () => {
    await storeItems(Array.from({ length: MAX_IDS_PER_CALL + 200 }, () => makeItem()), 1);
    const first = scripted((body, call) => (call === 1 ? nothing('page-2', true) : nothing(call === 2 ? 'first-done' : 'second-done')));
    await refreshHeldItems(first.deps);
    expect(first.asked.map((body) => [body.ids.length, body.since ?? null])).toEqual([
      [MAX_IDS_PER_CALL, null],
      [MAX_IDS_PER_CALL, 'page-2'],
      [200, null],
    ]);
    expect(first.asked.every((body) => body.limit === 200)).toBe(true);

    const next = scripted(() => nothing('later'));
    await refreshHeldItems(next.deps);
    expect(next.asked.map((body) => [body.ids.length, body.since])).toEqual([
      [MAX_IDS_PER_CALL, 'first-done'],
      [200, 'first-done'],
    ]);
  });

  it('keeps the stored cursor when a refresh fails half-way, and asks what it stored meanwhile afresh', async () => {
    const [a, b] = [makeItem(), makeItem()];
    await storeItems([a, b], 1);
    await refreshHeldItems(scripted(() => nothing('c1')).deps);
    const failing = scripted((_body, call) => (call === 1 ? { ...nothing('p2', true), items: [{ ...a, title: 'Changed' }] } : new ApiError(0, 'network-error', 'offline')));
    await expect(refreshHeldItems(failing.deps)).rejects.toThrow('offline');
    expect((await db.items.get(a.id))?.title).toBe('Changed');
    expect((await db.meta.get('heldItemsCursor'))?.cursor).toBe('c1');

    const next = scripted(() => nothing('c2'));
    await refreshHeldItems(next.deps);
    expect(next.asked.map((body) => [body.ids, body.since ?? null])).toEqual([
      [[a.id], null],
      [[b.id], 'c1'],
    ]);
  });

  it('neither overwrites nor covers a copy another screen stores while the refresh runs', async () => {
    const [a, b] = [makeItem(), makeItem()];
    await storeItems([a, b], 1);
    const running = scripted(async () => {
      await storeItems([{ ...a, title: 'From the item page' }], clock + 5);
      return { ...nothing('c1'), items: [{ ...a, title: 'From the refresh' }, { ...b, title: 'B, renamed' }] };
    });
    await refreshHeldItems(running.deps);
    expect((await db.items.get(a.id))?.title).toBe('From the item page');
    expect((await db.items.get(b.id))?.title).toBe('B, renamed');

    const next = scripted(() => nothing('c2'));
    await refreshHeldItems(next.deps);
    expect(next.asked.map((body) => [body.ids, body.since ?? null])).toEqual([
      [[a.id], null],
      [[b.id], 'c1'],
    ]);
  });

  it('starts again without a cursor the server no longer takes', async () => {
    const item = makeItem();
    await storeItems([item], 1);
    await refreshHeldItems(scripted(() => nothing('from-an-old-database')).deps);
    const refused = scripted((body) =>
      body.since ? new ApiError(400, 'invalid-input', 'The changes cursor is not valid.', { since: 'invalid' }) : { ...nothing('fresh'), items: [{ ...item, title: 'Renamed' }] },
    );
    await refreshHeldItems(refused.deps);
    expect(refused.asked.map((body) => body.since ?? null)).toEqual(['from-an-old-database', null]);
    expect((await db.items.get(item.id))?.title).toBe('Renamed');
    expect((await db.meta.get('heldItemsCursor'))?.cursor).toBe('fresh');
  });

  it('asks nothing and forgets the cursor when the device holds no listing', async () => {
    await db.meta.put({ key: 'heldItemsCursor', cursor: 'old', ids: ['gone'], validFor: 1 });
    const none = scripted(() => nothing('x'));
    expect(await refreshHeldItems(none.deps)).toEqual({ asked: 0, updated: 0, deleted: 0 });
    expect(none.asked).toEqual([]);
    expect(await db.meta.get('heldItemsCursor')).toBeUndefined();
  });
});
