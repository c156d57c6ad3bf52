import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FavoriteChange, FavoriteEntry, Item } from '@shared/api.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

describe.each(testDatabaseKinds)('favourites synced to the account on %s', (kind) => {
  let server: TestServer;
  let categories: Record<string, string>;
  let owner: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    categories = await categoryIds(server);
    owner = (await signedInClient(server)).client;
  });
  afterAll(() => server.close());

  const listing = async () => {
    const response = await owner.post('/api/items', newListing(categories.bikes ?? ''));
    expect(response.status, response.text).toBe(201);
    return (response.json as Item).id;
  };
  const at = (minute: number) => new Date(Date.UTC(2026, 9, 1, 10, minute)).toISOString();
  const send = async (client: TestClient, changes: FavoriteChange[], headers?: Record<string, string>) => {
    const response = await client.post('/api/favorites', { changes }, headers);
    expect(response.status, response.text).toBe(200);
    return response.json as FavoriteEntry[];
  };
  const list = async (client: TestClient) => {
    const response = await client.get('/api/favorites');
    expect(response.status).toBe(200);
    return response.json as FavoriteEntry[];
  };
  const rows = async () => Number((await server.db.knex('favorites').count<{ count: string }[]>('* as count'))[0]?.count);

  it('is for signed-in users only', async () => {
    expect((await server.client().get('/api/favorites')).status).toBe(401);
    const response = await server.client().post('/api/favorites', { changes: [{ itemId: randomUUID(), favorite: true, changedAt: at(0) }] });
    expect(response.status).toBe(401);
  });

  it('keeps a favourite and a removal (a tombstone) with their times, answering the state of the items sent', async () => {
    const { client } = await signedInClient(server);
    const [bike, tent] = [await listing(), await listing()];
    expect(await send(client, [{ itemId: bike, favorite: true, changedAt: at(1) }])).toEqual([{ itemId: bike, favorite: true, changedAt: at(1) }]);
    await send(client, [{ itemId: tent, favorite: true, changedAt: at(2) }, { itemId: tent, favorite: false, changedAt: at(3) }]);
    expect(await list(client)).toEqual([
      { itemId: tent, favorite: false, changedAt: at(3) },
      { itemId: bike, favorite: true, changedAt: at(1) },
    ]);
    // Each account sees only its own.
    expect(await list((await signedInClient(server)).client)).toEqual([]);
  });

  it('merges two phones that toggled offline the same way whichever syncs first', async () => {
    const item = await listing();
    // Phone A removed the favourite at 10:05; phone B had added it at 10:03. A is the later wish.
    const phoneA = { itemId: item, favorite: false, changedAt: at(5) };
    const phoneB = { itemId: item, favorite: true, changedAt: at(3) };
    for (const order of [[phoneA, phoneB], [phoneB, phoneA]]) {
      const { client } = await signedInClient(server);
      for (const change of order) await send(client, [change]);
      expect(await list(client)).toEqual([phoneA]);
    }
  });

  it('ends in the state of the latest change for any order, batching and repetition of changes (property)', async () => {
    const items = [await listing(), await listing(), await listing()];
    const change = fc.record({
      itemId: fc.constantFrom(...items),
      favorite: fc.boolean(),
      // Few distinct times, so equal times (a favourite wins them) come up often.
      changedAt: fc.integer({ min: 0, max: 8 }).map(at),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 12 }), fc.array(fc.nat()), fc.integer({ min: 1, max: 4 }), async (changes, shuffle, batch) => {
        const { client } = await signedInClient(server);
        // Delivered in a shuffled order, some twice, in batches of `batch`.
        const delivered = [...changes, ...changes.filter((_, n) => (shuffle[n] ?? 0) % 3 === 0)];
        for (let n = delivered.length - 1; n > 0; n--) {
          const m = (shuffle[n] ?? n) % (n + 1);
          [delivered[n], delivered[m]] = [delivered[m] as FavoriteChange, delivered[n] as FavoriteChange];
        }
        for (let n = 0; n < delivered.length; n += batch) await send(client, delivered.slice(n, n + batch));

        const expected = new Map<string, FavoriteChange>();
        for (const c of changes) {
          const kept = expected.get(c.itemId);
          if (!kept || c.changedAt > kept.changedAt || (c.changedAt === kept.changedAt && c.favorite && !kept.favorite)) expected.set(c.itemId, c);
        }
        const state = await list(client);
        expect(new Map(state.map((entry) => [entry.itemId, entry]))).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });

  it('merges batches from several devices arriving at once, whatever order they name the items in', async () => {
    const { client } = await signedInClient(server);
    const items = await Promise.all(Array.from({ length: 5 }, () => listing()));
    const batches = Array.from({ length: 12 }, (_, n) => {
      const changes = items.map((itemId, m) => ({ itemId, favorite: (n + m) % 2 === 0, changedAt: at(n) }));
      return n % 2 ? changes.reverse() : changes;
    });
    await Promise.all(batches.map((changes) => send(client, changes)));
    // The latest batch (minute 11) wins for every item.
    const state = await list(client);
    expect(new Map(state.map((entry) => [entry.itemId, entry.favorite]))).toEqual(new Map(items.map((itemId, m) => [itemId, (11 + m) % 2 === 0])));
  });

  it('dates a change from a clock running ahead no later than its arrival, so it cannot pin the state', async () => {
    const { client } = await signedInClient(server);
    const item = await listing();
    const before = Date.now();
    const [stored] = await send(client, [{ itemId: item, favorite: true, changedAt: '2099-01-01T00:00:00.000Z' }]);
    expect(Date.parse(stored?.changedAt ?? '')).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(stored?.changedAt ?? '')).toBeLessThanOrEqual(Date.now());
    // The next change is made once the clock has passed the stored one's time.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Date.parse(stored?.changedAt ?? '')));
    await send(client, [{ itemId: item, favorite: false, changedAt: new Date().toISOString() }]);
    expect(await list(client)).toMatchObject([{ itemId: item, favorite: false }]);
  });

  it('accepts changes for listings not on the server yet or deleted, listing only those that exist', async () => {
    const { client } = await signedInClient(server);
    const notYetSaved = randomUUID();
    const deleted = await listing();
    expect((await owner.request('DELETE', `/api/items/${deleted}`)).status).toBe(204);
    const answer = await send(client, [
      { itemId: notYetSaved, favorite: true, changedAt: at(1) },
      { itemId: deleted, favorite: true, changedAt: at(2) },
    ]);
    expect(answer).toHaveLength(2);
    expect(await list(client)).toEqual([]);
    // The listing that waited in a device's outbox arrives: the favourite shows.
    expect((await owner.post('/api/items', newListing(categories.bikes ?? '', { id: notYetSaved }))).status).toBe(201);
    expect(await list(client)).toEqual([{ itemId: notYetSaved, favorite: true, changedAt: at(1) }]);
  });

  it.each([
    ['changes', {}],
    ['changes', { changes: [] }],
    ['changes', { changes: Array.from({ length: 501 }, () => ({ itemId: randomUUID(), favorite: true, changedAt: at(0) })) }],
    ['changes.0.itemId', { changes: [{ itemId: 'bike-1', favorite: true, changedAt: at(0) }] }],
    ['changes.0.favorite', { changes: [{ itemId: randomUUID(), favorite: 'yes', changedAt: at(0) }] }],
    ['changes.0.changedAt', { changes: [{ itemId: randomUUID(), favorite: true }] }],
    ['changes.0.changedAt', { changes: [{ itemId: randomUUID(), favorite: true, changedAt: 'yesterday' }] }],
    ['changes.0.changedAt', { changes: [{ itemId: randomUUID(), favorite: true, changedAt: '2026-02-30T10:00:00Z' }] }],
  ])('refuses a bad %s with 400 and writes nothing', async (field, body) => {
    const before = await rows();
    const response = await owner.post('/api/favorites', body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'invalid-input', fields: { [field]: expect.any(String) } });
    expect(await rows()).toBe(before);
  });

  it('honours Idempotency-Key: a replay gets the first answer and undoes no later change', async () => {
    const { client } = await signedInClient(server);
    const item = await listing();
    const key = randomUUID();
    const first = await send(client, [{ itemId: item, favorite: true, changedAt: at(1) }], { 'idempotency-key': key });
    await send(client, [{ itemId: item, favorite: false, changedAt: at(2) }]);
    const replay = await client.post('/api/favorites', { changes: [{ itemId: item, favorite: true, changedAt: at(1) }] }, { 'idempotency-key': key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toEqual(first);
    expect(await list(client)).toEqual([{ itemId: item, favorite: false, changedAt: at(2) }]);
    const changed = await client.post('/api/favorites', { changes: [{ itemId: item, favorite: false, changedAt: at(1) }] }, { 'idempotency-key': key });
    expect(changed.status).toBe(422);
  });
});
