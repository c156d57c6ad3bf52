import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/api.ts';
import categoriesHi from '@shared/messages/hi/categories.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

const titles = (items: unknown) => (items as Item[]).map((item) => item.title);

describe.each(testDatabaseKinds)('searching in Hindi, Hinglish and by a city’s other names on %s', (kind) => {
  let server: TestServer;
  let categories: Record<string, string>;
  let owner: TestClient;

  const list = async (category: string, title: string, location: string, description = `${title}, neat and clean.`) => {
    const response = await owner.post('/api/items', newListing(categories[category] ?? '', { title, location, description }));
    expect(response.status, response.text).toBe(201);
  };
  const search = async (query: Record<string, string>) => {
    const response = await server.client().get(`/api/items?${new URLSearchParams({ limit: '100', ...query }).toString()}`);
    expect(response.status, response.text).toBe(200);
    return titles(response.json);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    categories = await categoryIds(server);
    owner = (await signedInClient(server)).client;
    await list('bikes', 'Royal Enfield Classic 350', 'Pune, Maharashtra', 'Well maintained, serviced last month. Helmet included.');
    await list('bikes', 'Bajaj Pulsar 150 for monthly commute', 'Ludhiana, Punjab');
    await list('cycles', 'Hero Sprint gear cycle', 'Pune, Maharashtra', '21-gear cycle for fitness rides. Lock included.');
    await list('cycles', 'Kids bicycle with training wheels', 'Chennai, Tamil Nadu', 'For ages 4 to 7. Recently serviced.');
    await list('cameras', 'Sony A7 III mirrorless kit', 'Mumbai, Maharashtra');
    await list('room-rentals', 'Two bedroom flat near the metro', 'Bengaluru, Karnataka');
    await list('laptops', 'Dell Inspiron i5 laptop', 'Gurugram, Haryana');
    await list('other', 'हारमोनियम, अच्छी हालत में', 'Lucknow, Uttar Pradesh', 'भजन और संगीत के लिए पुराना हारमोनियम।');
  });
  afterAll(() => server.close());

  it('keeps a Devanagari word whole in the index’s configuration, so it matches itself', async () => {
    const { rows } = (await server.db.knex.raw(`SELECT to_tsvector('english', ?)::text AS words`, ['स्कूटर गाड़ी किताबें लैपटॉप'])) as { rows: Array<{ words: string }> };
    expect(rows[0]?.words).toBe("'किताबें':3 'गाड़ी':2 'लैपटॉप':4 'स्कूटर':1");
  });

  it('finds the Royal Enfield in Pune for "बाइक", however the city is written', async () => {
    expect(await search({ q: 'बाइक', location: 'Pune' })).toEqual(['Royal Enfield Classic 350']);
    expect(await search({ q: 'बाइक', location: 'पुणे' })).toEqual(['Royal Enfield Classic 350']);
    expect(await search({ q: 'बाइक पुणे' })).toEqual(['Royal Enfield Classic 350']);
    expect((await search({ q: 'बाइक' })).sort()).toEqual((await search({ q: 'bike' })).sort());
  });

  it('finds cycles for "साइकिल", "cycle kiraye par" and "bicycle"', async () => {
    const cycles = ['Hero Sprint gear cycle', 'Kids bicycle with training wheels'];
    expect((await search({ q: 'साइकिल' })).sort()).toEqual(cycles);
    expect((await search({ q: 'cycle kiraye par' })).sort()).toEqual(cycles);
    expect((await search({ q: 'साइकिल किराए पर चाहिए' })).sort()).toEqual(cycles);
    expect((await search({ q: 'bicycle' })).sort()).toEqual(cycles);
  });

  it('finds a listing written in Devanagari by its own words, with or without "for rent"', async () => {
    expect(await search({ q: 'हारमोनियम' })).toEqual(['हारमोनियम, अच्छी हालत में']);
    expect(await search({ q: 'पुराना हारमोनियम किराए पर' })).toEqual(['हारमोनियम, अच्छी हालत में']);
    expect(await search({ q: 'संगीत', location: 'लखनऊ' })).toEqual(['हारमोनियम, अच्छी हालत में']);
  });

  it('finds a city’s listings by its former or other name, in the words or the location', async () => {
    expect(await search({ location: 'Bombay' })).toEqual(['Sony A7 III mirrorless kit']);
    expect(await search({ q: 'camera bombay' })).toEqual(['Sony A7 III mirrorless kit']);
    expect(await search({ q: 'flat', location: 'Bangalore' })).toEqual(['Two bedroom flat near the metro']);
    expect(await search({ q: 'kamra bangalore' })).toEqual(['Two bedroom flat near the metro']);
    expect(await search({ location: 'Gurgaon, Haryana' })).toEqual(['Dell Inspiron i5 laptop']);
    expect(await search({ q: 'laptop gurgaon' })).toEqual(['Dell Inspiron i5 laptop']);
    expect(await search({ q: 'cycle', location: 'Madras' })).toEqual(['Kids bicycle with training wheels']);
    expect(await search({ q: 'bike poona' })).toEqual(['Royal Enfield Classic 350']);
  });

  it('finds by each category’s Hindi name what its English name finds', async () => {
    const place = 'Indore, Madhya Pradesh';
    const slugs = Object.keys(categoriesHi.names);
    for (const [index, slug] of slugs.entries()) await list(slug, `Item number ${index + 1}`, place, 'Neat and clean.');
    const names = Object.fromEntries(((await server.client().get('/api/categories')).json as Array<{ slug: string; name: string }>).map(({ slug, name }) => [slug, name]));
    for (const [index, slug] of slugs.entries()) {
      const inEnglish = await search({ q: names[slug] ?? slug, location: place });
      // "Other" is an English stop word: neither name finds that category by its name.
      expect(inEnglish, slug).toEqual(slug === 'other' ? [] : [`Item number ${index + 1}`]);
      expect(await search({ q: categoriesHi.names[slug] ?? '', location: place }), slug).toEqual(inEnglish);
    }
  });

  it('answers any text with a search, never an error', async () => {
    const piece = fc.constantFrom("'", '\\', '"', '&', '|', '!', ':*', '(', ')', '<->', '-', 'बाइक', 'kiraye', 'par', 'bombay', 'cycle', 'ि', '़', ' ');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 12 }), async (pieces) => {
        const q = pieces.join('').slice(0, 200);
        fc.pre(q.trim() !== '');
        const response = await server.client().get(`/api/items?q=${encodeURIComponent(q)}`);
        expect(response.status, `${q}: ${response.text}`).toBe(200);
      }),
      { numRuns: kind === 'pglite' ? 60 : 20 },
    );
  });
});
