import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, SiteStats } from '@shared/api.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const siteStats = async (server: TestServer): Promise<SiteStats> => {
  const response = await server.client().get('/api/stats');
  expect(response.status).toBe(200);
  return response.json as SiteStats;
};

describe.each(testDatabaseKinds)('GET /api/stats on %s', (kind) => {
  let server: TestServer;
  let cameras: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    cameras = (await categoryIds(server)).cameras ?? '';
  });
  afterAll(() => server.close());

  it('counts only locations that are cities of the list, each city once, and only live listings', async () => {
    expect(await siteStats(server)).toEqual({ listings: 0, verifiedUsers: 0, cities: 0 });
    const { client } = await signedInClient(server);
    const post = async (location: string): Promise<Item> => {
      const response = await client.post('/api/items', newListing(cameras, { location }));
      expect(response.status).toBe(201);
      return response.json as Item;
    };
    await post('Pune, Maharashtra');
    await post('pune, maharashtra');
    // Free text: a part of a city, a bare name, a made-up place. None is a city of the list.
    await post('Koregaon Park, Pune');
    await post('Pune');
    await post('Atlantis, Kerala');
    // A former name with its state is the same city as its name of today.
    await post('Gurgaon, Haryana');
    await post('Gurugram, Haryana');
    const deleted = await post('Kochi, Kerala');
    expect((await client.request('DELETE', `/api/items/${deleted.id}`)).status).toBe(204);

    expect(await siteStats(server)).toEqual({ listings: 7, verifiedUsers: 0, cities: 2 });
    await post('Kochi, Kerala');
    expect(await siteStats(server)).toMatchObject({ listings: 8, cities: 3 });
  });
});
