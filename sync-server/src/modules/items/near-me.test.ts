/**
 * Near me (GET /api/items?near=LAT,LON&radiusKm=N): a listing's place from its city or its owner's
 * point, kept to about a kilometre; the listings within the radius nearest first with their distance,
 * paged without repeats, combined with words and a category; a bad point or radius refused. On PGlite
 * and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, type Item } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

/** Pune's point in the city list. */
const PUNE = { lat: 18.52, lon: 73.86 };

describe.each(testDatabaseKinds)('near-me search on %s', (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let categories: Record<string, string>;
  const made = new Map<string, Item>();
  const listing = (name: string): Item => {
    const item = made.get(name);
    if (!item) throw new Error(`no listing ${name}`);
    return item;
  };
  const create = async (name: string, overrides: Record<string, unknown>) => {
    const response = await owner.post('/api/items', newListing(overrides.categoryId === undefined ? (categories.cameras ?? '') : String(overrides.categoryId), { title: `${name} for rent`, ...overrides }));
    if (response.status !== 201) throw new Error(response.text);
    made.set(name, response.json as Item);
    return response.json as Item;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    categories = await categoryIds(server);
    owner = (await signedInClient(server)).client;
    await create('Pune camera', { location: 'Pune, Maharashtra' });
    await create('Koregaon Park camera', { location: 'Koregaon Park, Pune' });
    // About 8 km north-east of Pune's point, where its owner put it.
    await create('Viman Nagar camera', { location: 'Viman Nagar, Pune', latitude: 18.5679, longitude: 73.9143 });
    await create('Pune bicycle', { location: 'Pune, Maharashtra', categoryId: categories.bikes, title: 'Hero Sprint bicycle' });
    // About 120 km from Pune.
    await create('Mumbai camera', { location: 'Mumbai, Maharashtra' });
    await create('Nowhere camera', { location: 'Somewhere by the river' });
  });
  afterAll(() => server.close());

  const near = async (query: string) => {
    const response = await server.client().get(`/api/items?${query}`);
    expect(response.status, response.text).toBe(200);
    return { items: response.json as Item[], next: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
  };
  const titles = (items: Item[]) => items.map((item) => item.title);

  it("places a listing at its city, or at its owner's point kept to about a kilometre, or nowhere", () => {
    expect(listing('Pune camera')).toMatchObject({ latitude: PUNE.lat, longitude: PUNE.lon });
    expect(listing('Koregaon Park camera')).toMatchObject({ latitude: PUNE.lat, longitude: PUNE.lon });
    expect(listing('Viman Nagar camera')).toMatchObject({ latitude: 18.57, longitude: 73.91 });
    expect(listing('Nowhere camera')).toMatchObject({ latitude: null, longitude: null });
    expect(listing('Pune camera').distanceKm).toBeUndefined();
  });

  it('answers the listings within the radius, nearest first, each with its distance', async () => {
    const { items } = await near(`near=${PUNE.lat},${PUNE.lon}&radiusKm=25`);
    expect(titles(items)).toEqual(expect.arrayContaining(['Pune camera for rent', 'Koregaon Park camera for rent', 'Hero Sprint bicycle', 'Viman Nagar camera for rent']));
    expect(items).toHaveLength(4);
    expect(items.at(-1)?.title).toBe('Viman Nagar camera for rent');
    expect(items.slice(0, 3).map((item) => item.distanceKm)).toEqual([0, 0, 0]);
    // 18.52,73.86 to 18.57,73.91: about 7.6 km.
    expect(items.at(-1)?.distanceKm).toBeGreaterThan(7);
    expect(items.at(-1)?.distanceKm).toBeLessThan(8.5);
    const small = await near(`near=${PUNE.lat},${PUNE.lon}&radiusKm=5`);
    expect(small.items).toHaveLength(3);
    const wide = await near(`near=${PUNE.lat},${PUNE.lon}&radiusKm=100`);
    expect(titles(wide.items)).not.toContain('Mumbai camera for rent');
    // Without a radius: 25 km.
    expect((await near(`near=${PUNE.lat},${PUNE.lon}`)).items).toHaveLength(4);
  });

  it('measures from wherever the point is: Mumbai is near Mumbai and far from Pune', async () => {
    const { items } = await near('near=19.076,72.878&radiusKm=10');
    expect(titles(items)).toEqual(['Mumbai camera for rent']);
    expect(items[0]?.distanceKm).toBeLessThan(1);
  });

  it('combines with words and a category', async () => {
    expect(titles((await near(`near=${PUNE.lat},${PUNE.lon}&radiusKm=25&q=bicycle`)).items)).toEqual(['Hero Sprint bicycle']);
    const cameras = await near(`near=${PUNE.lat},${PUNE.lon}&radiusKm=25&categoryId=${categories.cameras ?? ''}`);
    expect(titles(cameras.items)).not.toContain('Hero Sprint bicycle');
    expect(cameras.items).toHaveLength(3);
  });

  it('pages nearest first without repeating or skipping a listing', async () => {
    const seen: Item[] = [];
    let cursor: string | undefined;
    do {
      const page = await near(`near=${PUNE.lat},${PUNE.lon}&radiusKm=25&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.items);
      cursor = page.next;
    } while (cursor);
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((item) => item.id)).size).toBe(4);
    const distances = seen.map((item) => item.distanceKm ?? -1);
    expect(distances).toEqual(distances.toSorted((a, b) => a - b));
  });

  it('follows the listing when its owner moves it, and keeps the point an edit leaves alone', async () => {
    const item = await create('Moving camera', { location: 'Pune, Maharashtra', latitude: 18.5, longitude: 73.8 });
    const edit = (overrides: Record<string, unknown>) => owner.request('PUT', `/api/items/${item.id}`, { body: newListing(categories.cameras ?? '', { title: 'Moving camera for rent', ...overrides }) });
    const kept = await edit({ location: 'Pune, Maharashtra', description: 'Now with a second lens and a bag.' });
    expect(kept.json).toMatchObject({ latitude: 18.5, longitude: 73.8 });
    const moved = await edit({ location: 'Kochi, Kerala' });
    expect(moved.json).toMatchObject({ latitude: 9.94, longitude: 76.26 });
    expect(titles((await near('near=9.94,76.26&radiusKm=5')).items)).toEqual(['Moving camera for rent']);
  });

  it('refuses a bad point or radius with a message naming it, and a listing with half a point', async () => {
    for (const bad of ['near=91,73', 'near=18.5', 'near=north', 'near=18.5,73.8&near=1,2', 'near=18.5,181']) {
      const response = await server.client().get(`/api/items?${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid-input', fields: { near: expect.stringContaining('latitude,longitude') as unknown } });
    }
    for (const bad of ['7', '0', '1000', 'far', '25.5']) {
      const response = await server.client().get(`/api/items?near=18.5,73.8&radiusKm=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.json).toMatchObject({ fields: { radiusKm: 'radiusKm must be 5, 10, 25, 50 or 100' } });
    }
    expect((await server.client().get('/api/items?radiusKm=5')).status).toBe(400);
    const half = await owner.post('/api/items', newListing(categories.cameras ?? '', { latitude: 18.5 }));
    expect(half.status).toBe(400);
    expect(half.json).toMatchObject({ fields: { latitude: listingMessages.validation.pointInvalid } });
    const outside = await owner.post('/api/items', newListing(categories.cameras ?? '', { latitude: 95, longitude: 73 }));
    expect(outside.status).toBe(400);
  });

  it('leaves out a listing nobody else may see', async () => {
    const item = await create('Hidden camera', { location: 'Kozhikode, Kerala' });
    const point = `near=${item.latitude ?? 0},${item.longitude ?? 0}&radiusKm=5`;
    expect(titles((await near(point)).items)).toEqual(['Hidden camera for rent']);
    await server.db.knex('items').where({ id: item.id }).update({ moderation_status: 'hidden' });
    expect((await near(point)).items).toEqual([]);
  });
});
