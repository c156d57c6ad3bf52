import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const SPEC_SLUGS = [
  'bikes', 'cars', 'cameras', 'mobiles', 'laptops', 'room-rentals', 'event-accessories', 'buses', 'autos',
  'cycles', 'electronic-home-accessories', 'books', 'clothing', 'commercial-vehicles', 'drivers',
  'hard-workers', 'other',
];

describe.each(testDatabaseKinds)('categories and health on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('lists the 17 categories, in order, each with a name, slug and description', async () => {
    const response = await server.client().get('/api/categories');
    expect(response.status).toBe(200);
    const categories = response.json as Category[];
    expect(categories.map((category) => category.slug)).toEqual(SPEC_SLUGS);
    for (const category of categories) {
      expect(category.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(category.name.length).toBeGreaterThan(2);
      expect(category.description?.length).toBeGreaterThan(10);
    }
  });

  it('finds a category by slug and by id, and answers 404 for an unknown one', async () => {
    const client = server.client();
    const bySlug = await client.get('/api/categories/room-rentals');
    expect(bySlug.json).toMatchObject({ name: 'Room Rentals', slug: 'room-rentals' });
    const byId = await client.get(`/api/categories/${(bySlug.json as Category).id}`);
    expect(byId.json).toEqual(bySlug.json);
    const missing = await client.get('/api/categories/spaceships');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ code: 'not-found', message: messages.category.notFound });
    const missingId = await client.get('/api/categories/00000000-0000-4000-8000-000000000000');
    expect(missingId.status).toBe(404);
  });

  it('reports health with the kind of database', async () => {
    const response = await server.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok', database: kind });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown API path with a JSON 404 and a wrong method with a JSON 405', async () => {
    const client = server.client();
    const unknown = await client.get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ code: 'not-found', message: serverMessages.errors.apiNotFound });
    const wrongMethod = await client.request('DELETE', '/api/categories');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.json).toMatchObject({ code: 'method-not-allowed' });
  });

  it('sends security headers on every response', async () => {
    const response = await server.client().get('/api/categories');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
