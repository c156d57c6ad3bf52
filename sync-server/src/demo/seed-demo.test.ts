import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, SiteStats } from '@shared/api.ts';
import { demoListings } from '../../seeds/demo-listings.ts';
import { diskStorage } from '../storage/disk-storage.ts';
import { knownCities } from '../cities/known-cities.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { seedDemoData } from './seed-demo.ts';

describe('demo data', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-demo-'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { dataDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads the demo listings once, across categories and cities, with generated images served under /media', async () => {
    expect(await seedDemoData(server.db.knex, diskStorage(path.join(dataDir, 'media')))).toBe(demoListings.length);
    expect(demoListings.length).toBeGreaterThanOrEqual(30);
    const items = (await server.client().get('/api/items?limit=100')).json as Item[];
    expect(items).toHaveLength(demoListings.length);
    expect(new Set(items.map((item) => item.categorySlug)).size).toBe(17);
    expect(new Set(items.map((item) => item.location)).size).toBeGreaterThanOrEqual(5);
    expect(items.some((item) => item.isFeatured)).toBe(true);
    // No demo listing sends anyone to a number a real stranger may hold.
    expect(items.filter((item) => item.contactPhone !== null || item.owner.phone !== null)).toEqual([]);

    const image = await server.client().request('GET', items[0]?.imageUrls[0] ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const file = path.join(dataDir, 'media', (items[0]?.imageUrls[0] ?? '').replace('/media/', ''));
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });

  it('gives each verified demo owner a verified document, number erased, and no one else', async () => {
    const users: Array<{ id: string; is_verified: boolean }> = await server.db.knex('users').select('id', 'is_verified');
    const documents = await server.db.knex('verification_documents').select('*');
    expect(documents.map((document: { user_id: string }) => document.user_id).sort()).toEqual(users.filter((user) => user.is_verified).map((user) => user.id).sort());
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      expect(document).toMatchObject({ status: 'verified', number_ciphertext: null, verification_method: 'manual', verified_by: null, photos_delete_after: null });
      expect(document.number_last4).toMatch(/^\d{4}$/);
    }
  });

  it('places every demo listing and owner in a city of the list, which the hero counts', async () => {
    const { lookup } = await knownCities();
    const listingLocations: string[] = await server.db.knex('items').distinct('location').pluck('location');
    const ownerLocations: string[] = await server.db.knex('users').distinct('location').pluck('location');
    expect([...listingLocations, ...ownerLocations].filter((location) => lookup(location) !== location)).toEqual([]);
    expect(((await server.client().get('/api/stats')).json as SiteStats).cities).toBe(listingLocations.length);
  });

  it('never loads them again, even once every listing is gone', async () => {
    expect(await seedDemoData(server.db.knex, diskStorage(path.join(dataDir, 'media')))).toBe(0);
    await server.db.knex('items').delete();
    expect(await seedDemoData(server.db.knex, diskStorage(path.join(dataDir, 'media')))).toBe(0);
  });

  it('answers missing media with a plain 404, never the app shell', async () => {
    const response = await server.client().get('/media/demo/nothing.webp', { accept: 'text/html' });
    expect(response.status).toBe(404);
    expect((await server.client().get('/media/..%2fsecrets.json')).status).toBe(404);
    expect((await server.client().get('/media/demo/..%2f..%2fsecrets.json')).text).not.toContain('SESSION_SECRET');
  });
});
