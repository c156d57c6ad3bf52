import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newListing } from '../test/factories.ts';
import { categoryIds, signedInClient } from '../test/signed-in.ts';
import { testDatabaseKinds } from '../test/test-databases.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { prepareJson } from './prepared-json.ts';

/** The raw answer, not decoded (fetch would undo the encoding before a test could see it). */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number | undefined; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('a prepared JSON answer', () => {
  it('compresses once per encoding, however many requests ask for it', async () => {
    const prepared = prepareJson({ words: 'kiraya '.repeat(500) });
    const first = prepared.encoded('br');
    expect(prepared.encoded('br')).toBe(first);
    expect(JSON.parse(brotliDecompressSync((await first) ?? Buffer.alloc(0)).toString())).toEqual({ words: 'kiraya '.repeat(500) });
    expect(prepared.encoded('gzip')).not.toBe(first);
  });

  it('is not compressed when it is too short to gain from it', () => {
    expect(prepareJson({ ok: true }).encoded('gzip')).toBeUndefined();
  });
});

describe.each(testDatabaseKinds)('JSON answers in the encoding the client asks for on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const categories = await categoryIds(server);
    const { client } = await signedInClient(server);
    // Enough listings that a page is well over the size worth compressing.
    for (let n = 1; n <= 8; n += 1) {
      const response = await client.post('/api/items', newListing(categories['cameras'] ?? '', { title: `Camera number ${n} for weddings` }));
      if (response.status !== 201) throw new Error(`listing failed: ${response.text}`);
    }
  });
  afterAll(() => server.close());

  // Cached pages and the categories are prepared once; a search is compressed for its request alone (middleware/compress-json.ts).
  for (const path of ['/api/items?limit=20', '/api/categories', '/api/items?q=weddings&limit=20']) {
    it(`answers ${path} in brotli, gzip or plain JSON, each the same listings`, async () => {
      const plain = await rawGet(server.url + path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const expected: unknown = JSON.parse(plain.bytes.toString());
      expect(plain.bytes.length).toBeGreaterThan(1024);
      for (const [acceptEncoding, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
        ['br', 'br'],
        ['gzip;q=0.5, br', 'br'],
        ['br;q=0, gzip', 'gzip'],
        // A client naming nothing may not know brotli.
        ['*', 'gzip'],
      ] as const) {
        const answer = await rawGet(server.url + path, acceptEncoding);
        expect(answer.headers['content-encoding'], acceptEncoding).toBe(encoding);
        expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
        expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
        expect(answer.bytes.length).toBeLessThan(plain.bytes.length);
        expect(JSON.parse(decoders[encoding](answer.bytes).toString())).toEqual(expected);
      }
      // Plain when asked for, and when every encoding is refused, plain included: HTTP allows sending it
      // plain then, where koa-compress had answered a 500.
      for (const acceptEncoding of ['identity', 'identity;q=0', '*;q=0']) {
        const refused = await rawGet(server.url + path, acceptEncoding);
        expect(refused.status, acceptEncoding).toBe(200);
        expect(refused.headers['content-encoding']).toBeUndefined();
        expect(JSON.parse(refused.bytes.toString())).toEqual(expected);
      }
    });
  }
});
