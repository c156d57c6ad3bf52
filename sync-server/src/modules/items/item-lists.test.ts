import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/api.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

const titles = (items: unknown) => (items as Item[]).map((item) => item.title);

describe.each(testDatabaseKinds)('finding listings on %s', (kind) => {
  let server: TestServer;
  let categories: Record<string, string>;
  let owner: TestClient;
  const ids: Record<string, string> = {};

  const list = async (owner_: TestClient, category: string, title: string, location: string, extra: Record<string, unknown> = {}) => {
    const response = await owner_.post('/api/items', newListing(categories[category] ?? '', { title, location, description: `${title} for rent.`, ...extra }));
    expect(response.status, response.text).toBe(201);
    ids[title] = (response.json as Item).id;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    categories = await categoryIds(server);
    owner = (await signedInClient(server)).client;
    await list(owner, 'cameras', 'Nikon D5600 camera', 'Pune, Maharashtra');
    await list(owner, 'cameras', 'Sony mirrorless camera kit', 'Mumbai, Maharashtra');
    await list(owner, 'bikes', 'Honda Activa scooter', 'Pune, Maharashtra');
    await list(owner, 'room-rentals', 'Furnished room near Koregaon Park', 'Pune, Maharashtra', { description: 'Quiet room with a study table.' });
    await list(owner, 'event-accessories', 'Wedding tent and 100 chairs', 'Jaipur, Rajasthan');
    await server.db.knex('items').where({ id: ids['Wedding tent and 100 chairs'] }).update({ is_featured: true });
  });
  afterAll(() => server.close());

  it('finds listings by words in the title, description, category and location', async () => {
    const client = server.client();
    expect(titles((await client.get('/api/items?q=camera')).json)).toEqual(expect.arrayContaining(['Nikon D5600 camera', 'Sony mirrorless camera kit']));
    expect(titles((await client.get('/api/items?q=study%20table')).json)).toEqual(['Furnished room near Koregaon Park']);
    expect(titles((await client.get('/api/items?q=room%20rentals')).json)).toContain('Furnished room near Koregaon Park');
    expect(titles((await client.get('/api/items?q=jaipur')).json)).toEqual(['Wedding tent and 100 chairs']);
  });

  it('tolerates typos: "camra" finds cameras and "scootr" finds the scooter', async () => {
    const client = server.client();
    expect(titles((await client.get('/api/items?q=camra')).json)).toEqual(expect.arrayContaining(['Nikon D5600 camera', 'Sony mirrorless camera kit']));
    expect(titles((await client.get('/api/items?q=scootr')).json)).toContain('Honda Activa scooter');
    expect(titles((await client.get('/api/items?q=xylophone')).json)).toEqual([]);
  });

  it('corrects a typo to a category name and never to a word with another first letter', async () => {
    await list(owner, 'cameras', 'Canon EOS 200D with 18-55 lens', 'Nagpur, Maharashtra');
    await list(owner, 'mobiles', 'Apple iPhone 13', 'Nagpur, Maharashtra');
    const client = server.client();
    expect(titles((await client.get('/api/items?q=camras&location=nagpur')).json)).toEqual(['Canon EOS 200D with 18-55 lens']);
    expect(titles((await client.get('/api/items?q=xylophone')).json)).toEqual([]);
  });

  it('ranks the listing whose title matches above one that only mentions the word', async () => {
    await list(owner, 'other', 'Tripod stand', 'Pune, Maharashtra', { description: 'Fits any camera, sturdy.' });
    const found = titles((await server.client().get('/api/items?q=camera')).json);
    expect(found.indexOf('Tripod stand')).toBeGreaterThan(found.indexOf('Nikon D5600 camera'));
  });

  it('filters by location, alone or with words, without treating % as a wildcard', async () => {
    const client = server.client();
    const pune = titles((await client.get('/api/items?location=pune')).json);
    expect(pune).toEqual(expect.arrayContaining(['Nikon D5600 camera', 'Honda Activa scooter']));
    expect(pune).not.toContain('Sony mirrorless camera kit');
    expect(titles((await client.get('/api/items?q=camera&location=Mumbai')).json)).toEqual(['Sony mirrorless camera kit']);
    expect((await client.get('/api/items?location=%25')).json).toEqual([]);
  });

  it('lists recent first, featured only, and popular by real view counts', async () => {
    const client = server.client();
    const recent = titles((await client.get('/api/items?filter=recent&limit=100')).json);
    expect(recent[0]).toBe('Tripod stand');
    expect(titles((await client.get('/api/items?featured=true')).json)).toEqual(['Wedding tent and 100 chairs']);
    for (const viewer of ['1', '2', '3']) {
      await client.request('POST', `/api/items/${ids['Honda Activa scooter']}/view`, { headers: { 'user-agent': `viewer-${viewer}` } });
    }
    expect(titles((await client.get('/api/items?filter=popular')).json)[0]).toBe('Honda Activa scooter');
  });

  it('pages with a cursor, stable while new listings arrive, never repeating or skipping', async () => {
    const client = server.client();
    const existing = Number((await server.db.knex('items').whereNull('deleted_at').count<{ count: string }[]>('* as count'))[0]?.count);
    const seen: string[] = [];
    let cursor: string | null = null;
    let page = 0;
    do {
      const path: string = `/api/items?filter=recent&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await client.get(path);
      seen.push(...(response.json as Item[]).map((item) => item.id));
      cursor = response.headers.get('x-next-cursor');
      // A listing created between pages sorts before the cursor and must not shift the pages after it.
      if (page++ === 0) await list(owner, 'books', `Arrived mid-way ${kind}`, 'Delhi, Delhi');
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(existing);
    expect(seen).not.toContain(ids[`Arrived mid-way ${kind}`]);
  });

  it.each([
    ['the words alone', 'q=camera'],
    ['words in a category', `q=maharashtra&categoryId=CAMERAS`],
    ['words in a place', 'q=camera&location=maharashtra'],
    ['a typo', 'q=camra'],
  ])('pages through ranked search results one by one in the order of one long page: %s', async (_, search) => {
    const client = server.client();
    const query = search.replace('CAMERAS', categories.cameras ?? '');
    const whole = titles((await client.get(`/api/items?${query}&limit=100`)).json);
    expect(whole.length).toBeGreaterThan(1);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await client.get(`/api/items?${query}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status, response.text).toBe(200);
      paged.push(...titles(response.json));
      cursor = response.headers.get('x-next-cursor');
    } while (cursor && paged.length <= whole.length);
    expect(paged).toEqual(whole);
  });

  it('answers a search with one query to the database, again and again with other words', async () => {
    const asked: string[] = [];
    const listen = (query: { sql: string }) => asked.push(query.sql);
    server.db.knex.on('query', listen);
    try {
      // PostgreSQL plans a prepared statement for its values five times, then may keep one plan for
      // all: each search past that must still find its own words.
      for (let round = 0; round < 4; round++) {
        for (const [words, title] of [['scooter', 'Honda Activa scooter'], ['study table', 'Furnished room near Koregaon Park'], ['jaipur', 'Wedding tent and 100 chairs']] as const) {
          asked.length = 0;
          expect(titles((await server.client().get(`/api/items?q=${encodeURIComponent(words)}`)).json)).toEqual([title]);
          expect(asked).toHaveLength(1);
        }
      }
    } finally {
      server.db.knex.off('query', listen);
    }
  });

  it('lists a category with its total count, by id or slug', async () => {
    const client = server.client();
    const cameras = Number((await server.db.knex('items').where({ category_id: categories.cameras }).whereNull('deleted_at').count<{ count: string }[]>('* as count'))[0]?.count);
    expect(cameras).toBeGreaterThan(1);
    const byId = await client.get(`/api/items/category/${categories.cameras}?limit=1`);
    expect(byId.headers.get('x-total-count')).toBe(String(cameras));
    expect(byId.headers.get('x-next-cursor')).toBeTruthy();
    const bySlug = await client.get('/api/items/category/cameras');
    expect(titles(bySlug.json)).toHaveLength(cameras);
    expect((await client.get('/api/items/category/spaceships')).status).toBe(404);
  });

  it('suggests similar listings: same category, same location first, never the item itself', async () => {
    await list(owner, 'cameras', 'Canon camera in Pune', 'Pune, Maharashtra');
    const similar = titles((await server.client().get(`/api/items/${ids['Nikon D5600 camera']}/similar`)).json);
    expect(similar[0]).toBe('Canon camera in Pune');
    expect(similar).toContain('Sony mirrorless camera kit');
    expect(similar).not.toContain('Nikon D5600 camera');
    expect(similar).not.toContain('Honda Activa scooter');
    const limited = (await server.client().get(`/api/items/${ids['Nikon D5600 camera']}/similar?limit=1`)).json as Item[];
    expect(limited).toHaveLength(1);
  });

  it('counts a view once per viewer per day and keeps the signed-in viewer’s recently viewed list', async () => {
    const { client: viewer } = await signedInClient(server);
    const id = ids['Sony mirrorless camera kit'] ?? '';
    const before = ((await viewer.get(`/api/items/${id}`)).json as Item).viewCount;
    for (let reload = 0; reload < 3; reload++) expect((await viewer.request('POST', `/api/items/${id}/view`)).status).toBe(204);
    expect(((await viewer.get(`/api/items/${id}`)).json as Item).viewCount).toBe(before + 1);
    await viewer.request('POST', `/api/items/${ids['Honda Activa scooter']}/view`);
    expect(titles((await viewer.get('/api/items/viewed/user')).json)).toEqual(['Honda Activa scooter', 'Sony mirrorless camera kit']);
    expect((await server.client().get('/api/items/viewed/user')).status).toBe(401);
  });

  it('answers a forged cursor with a 400, never a 500', async () => {
    const forge = (k: unknown) => Buffer.from(JSON.stringify({ k, id: ids['Honda Activa scooter'] })).toString('base64url');
    for (const path of [
      `/api/items?filter=popular&cursor=${forge(1e20)}`,
      `/api/items?filter=popular&cursor=${forge('many')}`,
      `/api/items?filter=recent&cursor=${forge('not a date')}`,
      `/api/items?q=camera&cursor=${forge('high')}`,
    ]) {
      expect((await server.client().get(path)).status).toBe(400);
    }
  });

  it.each([
    ['/api/items?limit=0', 'limit'],
    ['/api/items?limit=101', 'limit'],
    ['/api/items?limit=ten', 'limit'],
    ['/api/items?filter=cheapest', 'filter'],
    ['/api/items?featured=yes', 'featured'],
    ['/api/items?categoryId=bikes', 'categoryId'],
    ['/api/items?cursor=not-a-cursor', 'cursor'],
    [`/api/items?q=${'a'.repeat(201)}`, 'q'],
    ['/api/items?q=a&q=b', 'q'],
  ])('answers %s with a 400 naming %s', async (path, field) => {
    const response = await server.client().get(path);
    expect(response.status).toBe(400);
    expect(Object.keys((response.json as { fields: object }).fields)).toContain(field);
  });
});
