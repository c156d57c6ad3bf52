import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, ItemChanges, User } from '@shared/api.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { updateItem, type ItemWrite } from './item-repo.ts';

describe.each(testDatabaseKinds)('POST /api/items/changes on %s', (kind) => {
  let server: TestServer;
  let categories: Record<string, string>;
  let owner: TestClient;
  let ownerUser: User;

  beforeAll(async () => {
    server = await startTestServer(kind);
    categories = await categoryIds(server);
    ({ client: owner, user: ownerUser } = await signedInClient(server));
  });
  afterAll(() => server.close());

  const create = async (title = 'Hero Sprint bicycle', client = owner) => {
    const response = await client.post('/api/items', newListing(categories.bikes ?? '', { title }));
    expect(response.status, response.text).toBe(201);
    return response.json as Item;
  };
  const edit = async (id: string, overrides: Record<string, unknown>, client = owner) => {
    const response = await client.request('PUT', `/api/items/${id}`, { body: newListing(categories.bikes ?? '', overrides) });
    expect(response.status, response.text).toBe(200);
    return response.json as Item;
  };
  const changes = async (ids: string[], since?: string, limit?: number) => {
    const response = await server.client().post('/api/items/changes', { ids, ...(since ? { since } : {}), ...(limit ? { limit } : {}) });
    expect(response.status, response.text).toBe(200);
    return response.json as ItemChanges;
  };
  /** Follows hasMore to the end, as a device does. */
  const allChanges = async (ids: string[], since?: string, limit?: number) => {
    const pages: ItemChanges[] = [];
    let cursor = since;
    do {
      pages.push(await changes(ids, cursor, limit));
      cursor = pages.at(-1)?.cursor;
    } while (pages.at(-1)?.hasMore);
    return {
      items: pages.flatMap((page) => page.items),
      deletedIds: pages.flatMap((page) => page.deletedIds),
      cursor: cursor ?? '',
      pages: pages.length,
    };
  };

  it('the first time, answers every held listing, and those deleted; ids it never saw are not mentioned', async () => {
    const [kept, deleted] = [await create('Kept bicycle'), await create('Deleted bicycle')];
    expect((await owner.request('DELETE', `/api/items/${deleted.id}`)).status).toBe(204);
    const outboxOnly = randomUUID();
    const first = await changes([kept.id, deleted.id, outboxOnly]);
    expect(first.items).toEqual([(await server.client().get(`/api/items/${kept.id}`)).json]);
    expect(first.deletedIds).toEqual([deleted.id]);
    expect(first.hasMore).toBe(false);
    expect(first.cursor).toEqual(expect.any(String));
  });

  it('then answers only what changed since: edits, availability and deletion, but not views', async () => {
    const [a, b, c, d] = [await create('A'), await create('B'), await create('C'), await create('D')];
    const ids = [a.id, b.id, c.id, d.id];
    const start = await changes(ids);
    expect(start.items).toHaveLength(4);
    expect(await changes(ids, start.cursor)).toMatchObject({ items: [], deletedIds: [], hasMore: false });

    await edit(a.id, { title: 'A, with a new seat' });
    await edit(b.id, { title: 'B', availability: 'rented' });
    expect((await owner.request('DELETE', `/api/items/${c.id}`)).status).toBe(204);
    expect((await server.client().post(`/api/items/${d.id}/view`)).status).toBe(204);
    const next = await changes(ids, start.cursor);
    expect(next.items.map((item) => [item.id, item.title, item.availability])).toEqual([
      [a.id, 'A, with a new seat', 'available'],
      [b.id, 'B', 'rented'],
    ]);
    expect(next.deletedIds).toEqual([c.id]);
    expect(await changes(ids, next.cursor)).toMatchObject({ items: [], deletedIds: [] });
  });

  it('pages through many changes in change order, each once, hasMore until the last', async () => {
    const items = await Promise.all(Array.from({ length: 7 }, (_, n) => create(`Page item ${n}`)));
    const ids = items.map((item) => item.id);
    const { cursor } = await changes(ids);
    for (const item of items.slice(0, 5)) await edit(item.id, { title: `${item.title} (edited)` });
    const paged = await allChanges(ids, cursor, 2);
    expect(paged.pages).toBe(3);
    expect(paged.items.map((item) => item.title)).toEqual(items.slice(0, 5).map((item) => `${item.title} (edited)`));
    // An item changed twice comes once, as it is now.
    await edit(ids[0] ?? '', { title: 'Twice 1' });
    await edit(ids[0] ?? '', { title: 'Twice 2' });
    expect((await allChanges(ids, paged.cursor)).items.map((item) => item.title)).toEqual(['Twice 2']);
  });

  it("hands out an owner's listings again when what they show of the owner changes", async () => {
    const item = await create('Tripod');
    const other = await create('Other owner’s tripod', (await signedInClient(server)).client);
    const { cursor } = await changes([item.id, other.id]);
    const renamed = await owner.request('PUT', `/api/users/${ownerUser.id}`, { body: { fullName: 'Kavya Iyer', location: 'Chennai', phone: '9812345678', showPhoneOnListings: true } });
    expect(renamed.status).toBe(200);
    const next = await changes([item.id, other.id], cursor);
    expect(next.items.map((changed) => [changed.id, changed.ownerName, changed.owner.phone])).toEqual([[item.id, 'Kavya Iyer', '9812345678']]);
    // The listing itself did not change.
    expect(next.items[0]?.updatedAt).toBe(item.updatedAt);
  });

  it('brings a forged cursor from beyond the last change back to it', async () => {
    const item = await create();
    const forged = Buffer.from(JSON.stringify({ seq: '9000000000000000000' })).toString('base64url');
    const answer = await changes([item.id], forged);
    expect(answer.items).toEqual([]);
    await edit(item.id, { title: 'After the forged cursor' });
    expect((await changes([item.id], answer.cursor)).items.map((changed) => changed.title)).toEqual(['After the forged cursor']);
  });

  it.each([
    ['ids', { ids: 'all' }],
    ['ids.0', { ids: ['bike-1'] }],
    ['ids', { ids: Array.from({ length: 1001 }, () => randomUUID()) }],
    ['since', { ids: [], since: 'not-a-cursor' }],
    ['since', { ids: [], since: Buffer.from('{"seq":"-1"}').toString('base64url') }],
    // Beyond bigint: once a 500 from the database.
    ['since', { ids: [], since: Buffer.from('{"seq":"9223372036854775808"}').toString('base64url') }],
    ['limit', { ids: [], limit: 0 }],
    ['limit', { ids: [], limit: 201 }],
  ])('refuses a bad %s with 400', async (field, body) => {
    const response = await server.client().post('/api/items/changes', body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: field === 'since' ? 'invalid-cursor' : 'invalid-input', fields: { [field]: expect.any(String) } });
  });

  it('misses nothing while listings are edited and deleted concurrently with the reads', async () => {
    const items = await Promise.all(Array.from({ length: 8 }, (_, n) => create(`Busy ${n}`)));
    const ids = items.map((item) => item.id);
    const seen = new Map<string, string>();
    const gone = new Set<string>();
    const apply = (answer: { items: Item[]; deletedIds: string[] }) => {
      for (const item of answer.items) seen.set(item.id, item.title);
      for (const id of answer.deletedIds) gone.add(id);
    };
    let { cursor } = await changes(ids);
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const answer = await allChanges(ids, cursor, 3);
        apply(answer);
        cursor = answer.cursor;
      }
    })();
    // Every third listing is deleted after its edits.
    const deletes = (n: number) => n % 3 === 0;
    const deletions = await Promise.all(
      ids.map(async (id, n) => {
        for (let round = 1; round <= 4; round++) await edit(id, { title: `Busy ${n} round ${round}` });
        return deletes(n) ? (await owner.request('DELETE', `/api/items/${id}`)).status : null;
      }),
    );
    expect(deletions).toEqual(ids.map((_, n) => (deletes(n) ? 204 : null)));
    writing = false;
    await reader;
    apply(await allChanges(ids, cursor));
    // Each listing as its last write left it: deleted, or with its last title.
    expect(ids.map((id) => (gone.has(id) ? 'deleted' : seen.get(id)))).toEqual(ids.map((_, n) => (deletes(n) ? 'deleted' : `Busy ${n} round 4`)));
  });

  // PGlite has one connection, so two writes can never overlap there; on PostgreSQL they can.
  it.runIf(kind === 'postgres')('lets writes of two listings pass each other, and never skips the one that commits last', async () => {
    const [a, b] = [await create('A before'), await create('B before')];
    const start = await changes([a.id, b.id]);
    const write = (title: string): ItemWrite => ({
      title,
      description: 'A city bicycle with a basket.',
      categoryId: categories.bikes ?? '',
      isNegotiable: false,
      price: '150',
      priceUnit: 'day',
      location: 'Pune, Maharashtra',
      contactPhone: null,
      imageUrls: [],
      videoUrl: null,
      point: null,
    });
    /** Sessions of this database waiting for another's lock (PostgreSQL's own view of them). */
    const waitingOnALock = async (): Promise<number> => {
      const { rows } = await server.db.knex.raw<{ rows: Array<{ waiting: number }> }>(
        "SELECT count(*)::int AS waiting FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE a.datname = current_database() AND NOT l.granted",
      );
      return rows[0]?.waiting ?? 0;
    };
    const slow = await server.db.knex.transaction();
    try {
      // A's write is made and its transaction stays open; B's, on another connection, does not wait for it.
      await updateItem(slow, a.id, write('A after'));
      await updateItem(server.db.knex, b.id, write('B after'));
      expect(await waitingOnALock()).toBe(0);
      // B committed after A took its stamp: a reader now must not hand out B and move past A.
      const during = await changes([a.id, b.id], start.cursor);
      expect(during.items).toEqual([]);
      await slow.commit();
      const after = await changes([a.id, b.id], during.cursor);
      expect(after.items.map((item) => item.title).sort()).toEqual(['A after', 'B after']);
    } finally {
      if (!slow.isCompleted()) await slow.rollback();
    }
  });
});
