import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

/** The status of a GET carrying a text body (fetch refuses to send one). */
function getWithBody(url: string, body: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'GET', headers: { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Headers that differ from one answer to the next whatever answered it. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'set-cookie', 'keep-alive', 'connection']);

const lastingHeaders = (headers: Headers): Record<string, string> =>
  Object.fromEntries([...headers].filter(([name]) => !PER_ANSWER.has(name)));

describe.each(testDatabaseKinds)('a cached page of listings on %s', (kind) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const categories = await categoryIds(server);
    ({ client } = await signedInClient(server));
    for (const title of ['Tripod for weddings', 'Canon camera for trips', 'Sony lens kit']) {
      const response = await client.post('/api/items', newListing(categories['cameras'] ?? '', { title }));
      if (response.status !== 201) throw new Error(`listing failed: ${response.text}`);
    }
  });
  afterAll(() => server.close());

  /** What `work` gave, and what the database was asked while it ran. */
  async function queriesDuring<T>(work: () => Promise<T>): Promise<{ result: T; asked: string[] }> {
    const asked: string[] = [];
    const listen = (query: { sql: string }) => asked.push(query.sql);
    server.db.knex.on('query', listen);
    try {
      return { result: await work(), asked };
    } finally {
      server.db.knex.off('query', listen);
    }
  }

  it('answers a page read a moment ago without reading the session or the database, as the API would', async () => {
    const path = '/api/items?limit=2&filter=recent';
    const { result: first, asked: askedFirst } = await queriesDuring(() => client.get(path, { 'Accept-Encoding': 'gzip' }));
    expect(first.status).toBe(200);
    // The signed-in caller's session and user, and the page, were read for the first answer.
    expect(askedFirst.length).toBeGreaterThanOrEqual(3);
    const { result: hit, asked } = await queriesDuring(() => client.get(path, { 'Accept-Encoding': 'gzip' }));
    expect(asked).toEqual([]);
    expect(hit.status).toBe(200);
    expect(hit.json).toEqual(first.json);
    expect((hit.json as unknown[]).length).toBe(2);
    // Every lasting header is the one the API router's answer had: no-store, the cursor, the encoding,
    // Vary, the security headers.
    expect(lastingHeaders(hit.headers)).toEqual(lastingHeaders(first.headers));
    expect(hit.headers.get('cache-control')).toBe('no-store');
    expect(hit.headers.get('x-next-cursor')).toBeTruthy();
    expect(hit.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(hit.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('still reads the database for another page, and for a page a write has just changed', async () => {
    expect((await queriesDuring(() => server.client().get('/api/items?limit=3&filter=recent'))).asked).not.toEqual([]);
    await client.get('/api/items?limit=3&filter=recent');
    const categories = await categoryIds(server);
    const created = await client.post('/api/items', newListing(categories['cameras'] ?? '', { title: 'Nikon flash just listed' }));
    expect(created.status, created.text).toBe(201);
    const after = await server.client().get('/api/items?limit=3&filter=recent');
    expect((after.json as Array<{ title: string }>)[0]?.title).toBe('Nikon flash just listed');
  });

  it('leaves other methods, and a GET with a body, to the API router', async () => {
    const path = '/api/items?limit=2&filter=recent';
    await server.client().get(path);
    const options = await server.client().request('OPTIONS', path);
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toContain('POST');
    const head = await server.client().request('HEAD', path);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    // The body checks refuse a body that is not JSON, cached page or not.
    expect(await getWithBody(server.url + path, 'hello')).toBe(415);
    // Not signed in: the create call is refused, not answered with the cached page.
    expect((await server.client().post(path, {})).status).toBe(401);
  });

  it('keeps the signed-in hint in step with the session when the two disagree', async () => {
    const path = '/api/items?limit=2&filter=recent';
    await client.get(path);
    // A signed-in browser that lost its hint gets it back from the cached page's call.
    client.cookies.delete(SIGNED_IN_HINT_COOKIE);
    expect((await client.get(path)).status).toBe(200);
    expect(client.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(true);
    // A hint without a session is cleared.
    const stale = server.client();
    stale.cookies.set(SIGNED_IN_HINT_COOKIE, '1');
    expect((await stale.get(path)).status).toBe(200);
    expect(stale.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });
});
