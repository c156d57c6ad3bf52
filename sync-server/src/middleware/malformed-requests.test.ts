/**
 * The malformed requests that once reached a 5xx, each now a clear 4xx JSON error that
 * changes nothing: unknown methods, bodies that do not decompress, JSON nested past the cap, NUL and
 * control characters in paths, queries and fields, forged page cursors. The real app over HTTP, on a
 * real database; every table is compared before and after.
 */
import { Writable } from 'node:stream';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Item, User } from '@shared/api.ts';
import { inputMessages } from '@shared/messages/input.ts';
import { createApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { changedTables, snapshotQuery, snapshotTables, type DbSnapshot } from '../test/db-snapshot.ts';
import { newListing, newRegistration } from '../test/factories.ts';
import { cookiesOf, rawRequest, type RawRequest, type RawResponse } from '../test/raw-request.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/test-databases.ts';
import { testConfig } from '../test/test-server.ts';
import { toAppError } from './error-handler.ts';
import { MAX_JSON_DEPTH } from './json-body.ts';

const cursor = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds)('malformed requests on %s', (kind) => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'kiraya-malformed-'));
  const logLines: Array<{ level: number; msg: string }> = [];
  let database: Database;
  let server: Server;
  let url: string;
  let snapshot: () => Promise<DbSnapshot>;
  let cookie = '';
  let user: User;
  let item: Item;

  const send = (request: RawRequest): Promise<RawResponse> => rawRequest(url, request);
  const json = (method: string, target: string, body: unknown, headers: Record<string, string> = {}): RawRequest => ({
    method,
    path: target,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });

  /** Sends the request and checks it changed nothing in the database. */
  const refusedUnchanged = async (request: RawRequest): Promise<RawResponse> => {
    const before = await snapshot();
    const response = await send(request);
    expect(changedTables(before, await snapshot()), `${request.method} ${request.path}`).toEqual([]);
    return response;
  };

  beforeAll(async () => {
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Kiraya</title>');
    database = await openTestDatabase(kind);
    // The app's log, kept to show that refusing a request logs no error.
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    const app = createApp({ db: database.knex, dbKind: database.kind, config: testConfig({ staticDir, dataDir: staticDir }), logger: pino({ level: 'info' }, sink) });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const registered = await send(json('POST', '/api/register', newRegistration()));
    user = registered.json as User;
    cookie = cookiesOf(registered);
    const categories = (await send({ method: 'GET', path: '/api/categories' })).json as Category[];
    const created = await send(json('POST', '/api/items', newListing(categories[0]?.id ?? '')));
    item = created.json as Item;
    // Two listings, so every list has a second page and a real cursor.
    await send(json('POST', '/api/items', newListing(categories[0]?.id ?? '')));
    snapshot = snapshotQuery(database.knex, await snapshotTables(database.knex, (table) => table === 'sessions'));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  describe('an unknown method', () => {
    it.each([
      ['TRACE', '/api/health', 'HEAD, GET, OPTIONS'],
      ['PROPFIND', '/api/health', 'HEAD, GET, OPTIONS'],
      ['LOCK', '/api/items', 'HEAD, GET, POST, OPTIONS'],
      ['PATCH', '/api/items/:id', 'HEAD, GET, PUT, DELETE, OPTIONS'],
      ['TRACE', '/', 'GET, HEAD, OPTIONS'],
      ['PROPFIND', '/media/i/0000.webp', 'GET, HEAD, OPTIONS'],
      ['POST', '/assets/app.js', 'GET, HEAD, OPTIONS'],
    ])('%s %s is a JSON 405 with Allow, logged as no error', async (method, template, allow) => {
      const target = template.replace(':id', item.id);
      const errorsBefore = logLines.filter((line) => line.level >= 40).length;
      const response = await refusedUnchanged({ method, path: target, headers: { cookie } });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.json).toMatchObject({ code: 'method-not-allowed', message: expect.any(String) });
      expect(logLines.filter((line) => line.level >= 40).length).toBe(errorsBefore);
    });

    it('OPTIONS answers which methods a path takes', async () => {
      const response = await send({ method: 'OPTIONS', path: `/api/users/${user.id}` });
      expect(response.status).toBe(204);
      expect(response.headers.allow).toBe('HEAD, GET, PUT, OPTIONS');
    });

    it('on an API path no route has, is the JSON 404 of any method', async () => {
      const response = await send({ method: 'TRACE', path: '/api/nothing-here' });
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ code: 'not-found' });
    });
  });

  describe('a compressed body', () => {
    const review = { rating: 5, reviewText: 'Found a camera in ten minutes.' };

    it.each([
      ['gzip', Buffer.from(JSON.stringify(review))],
      ['gzip', gzipSync(JSON.stringify(review)).subarray(0, 15)],
      ['deflate', Buffer.from('not deflated')],
      ['br', Buffer.from('not brotli')],
    ])('that does not decompress (%s) is a 400', async (encoding, bytes) => {
      const response = await refusedUnchanged(json('POST', '/api/website-reviews', bytes, { 'content-encoding': encoding, 'idempotency-key': `k-${encoding}-${bytes.length}` }));
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ code: 'undecodable-body', message: inputMessages.undecodableBody });
    });

    it.each(['zstd', 'compress', 'gzip, br', 'x-unknown'])('in an encoding the server does not take (%s) is a 415', async (encoding) => {
      const response = await refusedUnchanged(json('POST', '/api/website-reviews', review, { 'content-encoding': encoding }));
      expect(response.status).toBe(415);
      expect(response.json).toEqual({ code: 'unsupported-encoding', message: inputMessages.unsupportedEncoding });
    });

    it('that decompresses past the size cap is a 413', async () => {
      const bomb = gzipSync(`{"reviewText":"${' '.repeat(2 * 1024 * 1024)}"}`);
      const response = await refusedUnchanged(json('POST', '/api/website-reviews', bomb, { 'content-encoding': 'gzip' }));
      expect(response.status).toBe(413);
    });

    it('in gzip, deflate or br (any case) is read', async () => {
      for (const [encoding, compress] of [['gzip', gzipSync], ['DEFLATE', deflateSync], ['br', brotliCompressSync]] as const) {
        const response = await send(json('POST', '/api/website-reviews', compress(JSON.stringify(review)), { 'content-encoding': encoding }));
        expect(response.status, `${encoding}: ${response.text}`).toBe(201);
      }
    });
  });

  describe('deeply nested JSON', () => {
    const deep = `${'['.repeat(8_000)}${']'.repeat(8_000)}`;

    it.each<Record<string, string>>([{}, { 'idempotency-key': 'nested-8000-levels' }])('is a 400 before any fingerprint or schema walks it (%o)', async (headers) => {
      const response = await refusedUnchanged(json('POST', '/api/items', deep, headers));
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ code: 'too-deeply-nested', message: inputMessages.tooDeep(MAX_JSON_DEPTH) });
    });

    it('up to the cap reaches the schema', async () => {
      const nested = JSON.stringify({ title: JSON.parse(`${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}`) as unknown });
      const response = await refusedUnchanged(json('POST', '/api/items', nested, { 'idempotency-key': 'nested-at-the-cap' }));
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid-input' });
    });
  });

  describe('a NUL or another control character', () => {
    it.each([
      ['/api/categories/%00', 'path'],
      ['/api/items/category/%00', 'path'],
      ['/api/items?q=%00', 'q'],
      ['/api/items?location=Pune%1B', 'location'],
      [`/api/users/${SOME_ID}/items?cursor=%00`, 'cursor'],
      ['/api/items?q%00=camera', 'q\u0000'],
    ])('in %s is a 400 naming %s', async (target, field) => {
      const response = await refusedUnchanged({ method: 'GET', path: target });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid-input', fields: { [field]: inputMessages.controlCharacters } });
    });

    it.each([
      ['the location of a profile', () => json('PUT', `/api/users/${user.id}`, { fullName: 'Asha Verma', location: 'Pu\u0000ne' }), 'location'],
      ['the full name at sign-up', () => json('POST', '/api/register', { ...newRegistration(), fullName: 'As\u0000ha' }), 'fullName'],
      ['the username at sign-in', () => json('POST', '/api/login/email', { username: 'as\u0000ha', password: 'secret' }), 'username'],
      ['the title of a listing', () => json('POST', '/api/items', { ...newListing(item.categoryId), title: 'Camera\u0007' }), 'title'],
      ['the location of a listing, on one line', () => json('PUT', `/api/items/${item.id}`, { ...newListing(item.categoryId), location: 'Pune\nMaharashtra' }), 'location'],
      ['a review', () => json('POST', '/api/website-reviews', { rating: 4, reviewText: 'Quick and easy \u0000 rentals' }), 'reviewText'],
    ])('in %s is a 400 with a field message', async (_what, request, field) => {
      const response = await refusedUnchanged(request());
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid-input', fields: { [field]: inputMessages.controlCharacters } });
    });
  });

  describe('a forged page cursor', () => {
    const lists = () => ['/api/items?', '/api/items?filter=popular&', '/api/items?q=camera&', `/api/items/category/${item.categorySlug}?`, `/api/users/${user.id}/items?`];

    it.each([
      ['k = -1e308', { k: -1e308, id: SOME_ID }],
      ['k = 2^63', { k: 2 ** 63, id: SOME_ID }],
      ['k = "\\u0000"', { k: '\u0000', id: SOME_ID }],
      ['k = a day that does not exist', { k: '2024-02-30T00:00:00.000Z', id: SOME_ID }],
      ['k = year 0', { k: '0000-01-01T00:00:00.000Z', id: SOME_ID }],
      ['a junk id', { k: 3, id: 'x' }],
      ['words with a NUL', { k: 0.5, id: SOME_ID, q: 'camera\u0000' }],
    ])('with %s is a 400 invalid-cursor on every list', async (_what, forged) => {
      for (const list of lists()) {
        const response = await refusedUnchanged({ method: 'GET', path: `${list}cursor=${cursor(forged)}` });
        expect(response.status, list).toBe(400);
        expect(response.json, list).toEqual({ code: 'invalid-cursor', message: inputMessages.invalidCursor, fields: { cursor: inputMessages.invalidCursor } });
      }
    });

    it("made for another order is refused, while the list's own still pages", async () => {
      const first = await send({ method: 'GET', path: '/api/items?limit=1' });
      const next = String(first.headers['x-next-cursor']);
      expect((await send({ method: 'GET', path: `/api/items?limit=1&cursor=${next}` })).status).toBe(200);
      const response = await refusedUnchanged({ method: 'GET', path: `/api/items?filter=popular&limit=1&cursor=${next}` });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid-cursor' });
    });

    it('of the changes call beyond a bigint is a 400', async () => {
      const response = await refusedUnchanged(json('POST', '/api/items/changes', { ids: [item.id], since: cursor({ seq: '9223372036854775808' }) }));
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid-cursor', fields: { since: inputMessages.invalidChangesCursor } });
    });
  });
});

describe('the last line of defence', () => {
  it.each(['22021', '22P05'])('maps a database refusing a character (SQLSTATE %s) to a 400', (code) => {
    expect(toAppError(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }))).toMatchObject({ status: 400, code: 'invalid-input' });
  });
});
