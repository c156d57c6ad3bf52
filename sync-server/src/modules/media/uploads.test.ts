import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@shared/media.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { sealedKey } from '../../idempotency/idempotent.ts';
import { startTestServer, testConfig, type TestClient, type TestServer } from '../../test/test-server.ts';
import { issueImages, putBytes } from '../../test/uploads.ts';

/** A PNG whose header claims 14000×14000 pixels: tiny on disk, huge once decoded. */
function decompressionBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(14000, 0);
  header.writeUInt32BE(14000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Test owner', Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe.each(testDatabaseKinds)('photo uploads on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-uploads-'));
  const mediaDir = path.join(dataDir, 'media');
  let server: TestServer;
  let owner: TestClient;
  let categories: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer(kind, { dataDir });
    owner = (await signedInClient(server)).client;
    categories = await categoryIds(server);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const issue = issueImages;
  const put = (client: TestClient, url: string, bytes: Buffer, type = 'image/jpeg') => putBytes(client, url, bytes, type);
  const mediaObjects = async () => Number((await server.db.knex('media_objects').count<{ count: string }[]>('* as count'))[0]?.count);

  it('stores an upright WebP in three sizes with no metadata at all, and serves it', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { uploadUrls, imageUrls } = await issue(owner, randomUUID());
    const response = await put(owner, uploadUrls[0] ?? '', original);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ imageUrl: imageUrls[0] });
    const id = /\/media\/i\/(.+)\.webp$/.exec(imageUrls[0] ?? '')?.[1];
    for (const [file, width] of [[`${id}-400.webp`, 400], [`${id}-800.webp`, 800], [`${id}.webp`, 900]] as const) {
      const stored = await sharp(path.join(mediaDir, 'i', file)).metadata();
      // Orientation 6 (rotated) comes out upright: 900 wide, 1200 high at full size.
      expect(stored).toMatchObject({ format: 'webp', width });
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.icc).toBeUndefined();
    }
    const served = await server.client().request('GET', imageUrls[0] ?? '');
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('judges by the bytes: a JPEG declared as PNG is accepted, text and SVG named as photos are refused', async () => {
    const { uploadUrls } = await issue(owner, randomUUID(), 3);
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    expect((await put(owner, uploadUrls[0] ?? '', jpeg, 'image/png')).status).toBe(200);
    const before = await mediaObjects();
    const files = readdirSync(path.join(mediaDir, 'i')).length;
    const text = await put(owner, uploadUrls[1] ?? '', Buffer.from('just some text, not a photo'), 'image/jpeg');
    expect(text.status).toBe(415);
    // Its own code, not the request-level unsupported-media-type: the client words it as a photo refused for its type.
    expect(text.json).toEqual({ code: 'image-type-not-allowed', message: 'Only JPEG, PNG, and WebP images are allowed.' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect((await put(owner, uploadUrls[2] ?? '', svg, 'image/jpeg')).status).toBe(415);
    expect(await mediaObjects()).toBe(before);
    expect(readdirSync(path.join(mediaDir, 'i'))).toHaveLength(files);
  });

  it('refuses a GIF/JavaScript polyglot, and re-encodes a JPEG carrying a page so none of it is served', async () => {
    const { uploadUrls, imageUrls } = await issue(owner, randomUUID(), 3);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f0' } }).png().toBuffer();
    // A PNG named and declared as a JPEG is still a PNG: accepted, and judged by its bytes.
    expect((await put(owner, uploadUrls[0] ?? '', png, 'image/jpeg')).status).toBe(200);
    const before = { records: await mediaObjects(), files: readdirSync(path.join(mediaDir, 'i')).length };
    const gifScript = Buffer.concat([Buffer.from('GIF89a/*'), Buffer.alloc(16), Buffer.from('*/=alert(document.cookie)//;')]);
    expect((await put(owner, uploadUrls[1] ?? '', gifScript, 'image/jpeg')).status).toBe(415);
    expect(await mediaObjects()).toBe(before.records);
    expect(readdirSync(path.join(mediaDir, 'i'))).toHaveLength(before.files);

    const page = '<html><script>alert(document.cookie)</script></html>';
    const jpegWithPage = Buffer.concat([await sharp({ create: { width: 80, height: 60, channels: 3, background: '#00f' } }).jpeg().toBuffer(), Buffer.from(page)]);
    expect((await put(owner, uploadUrls[2] ?? '', jpegWithPage)).status).toBe(200);
    const served = await server.client().get(imageUrls[2] ?? '');
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.bytes.includes('<script>')).toBe(false);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const { uploadUrls, imageUrls } = await issue(owner, randomUUID());
    const response = await put(owner, uploadUrls[0] ?? '', decompressionBomb(), 'image/png');
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ code: 'too-many-pixels', details: { maxPixels: MAX_IMAGE_PIXELS } });
    expect(existsSync(path.join(mediaDir, (imageUrls[0] ?? '').replace('/media/', '')))).toBe(false);
  });

  it('refuses a used URL for another file, an expired one, and one of another account', async () => {
    const { uploadUrls } = await issue(owner, randomUUID(), 2);
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const other = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a0' } }).jpeg().toBuffer();
    expect(other.length).not.toBe(jpeg.length);
    expect((await put(owner, uploadUrls[0] ?? '', jpeg)).status).toBe(200);
    const records = await mediaObjects();
    const reused = await put(owner, uploadUrls[0] ?? '', other);
    expect(reused.status).toBe(422);
    expect(reused.json).toMatchObject({ code: 'idempotency-mismatch' });
    expect(await mediaObjects()).toBe(records);
    const { client: stranger } = await signedInClient(server);
    expect((await put(stranger, uploadUrls[0] ?? '', jpeg)).status).toBe(403);
    expect((await put(stranger, uploadUrls[1] ?? '', jpeg)).status).toBe(403);
    expect((await put(server.client(), uploadUrls[1] ?? '', jpeg)).status).toBe(401);
    await server.db.knex('upload_tokens').whereNull('used_at').update({ expires_at: new Date(Date.now() - 1000) });
    expect((await put(owner, uploadUrls[1] ?? '', jpeg)).status).toBe(410);
  });

  it("does not hand out upload URLs for another user's listing, or more than 5 at once", async () => {
    const item = (await owner.post('/api/items', newListing(categories.cameras ?? ''))).json as { id: string };
    const { client: stranger } = await signedInClient(server);
    expect((await stranger.post('/api/upload/images', { imageCount: 1, itemId: item.id })).status).toBe(403);
    expect((await owner.post('/api/upload/images', { imageCount: 1, itemId: item.id })).status).toBe(200);
    const tooMany = await owner.post('/api/upload/images', { imageCount: 6, itemId: item.id });
    expect(tooMany.status).toBe(400);
    expect((await server.client().post('/api/upload/images', { imageCount: 1, itemId: item.id })).status).toBe(401);
  });

  it("lets a listing take only its owner's uploads made for it, and keep what it already has", async () => {
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#123' } }).jpeg().toBuffer();
    const itemId = randomUUID();
    const mine = await issue(owner, itemId, 2);
    for (const url of mine.uploadUrls) expect((await put(owner, url, jpeg)).status).toBe(200);
    const created = await owner.post('/api/items', newListing(categories.cameras ?? '', { id: itemId, imageUrls: mine.imageUrls }));
    expect(created.status, created.text).toBe(201);
    expect((created.json as { imageUrls: string[] }).imageUrls).toEqual(mine.imageUrls);

    // Another user's photo, or one uploaded for another listing, cannot be attached.
    const { client: stranger } = await signedInClient(server);
    const theirs = await issue(stranger, randomUUID());
    expect((await put(stranger, theirs.uploadUrls[0] ?? '', jpeg)).status).toBe(200);
    const borrowed = await owner.request('PUT', `/api/items/${itemId}`, {
      body: newListing(categories.cameras ?? '', { imageUrls: [...mine.imageUrls, theirs.imageUrls[0]] }),
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.json).toMatchObject({ fields: { 'imageUrls.2': 'Photos and videos must be uploaded through Kiraya.' } });
    const unuploaded = await issue(owner, itemId);
    const notYet = await owner.request('PUT', `/api/items/${itemId}`, {
      body: newListing(categories.cameras ?? '', { imageUrls: unuploaded.imageUrls }),
    });
    expect(notYet.status).toBe(400);

    // Keeping one existing photo and dropping the other is fine.
    const kept = await owner.request('PUT', `/api/items/${itemId}`, { body: newListing(categories.cameras ?? '', { imageUrls: [mine.imageUrls[1]] }) });
    expect(kept.status).toBe(200);
    expect((kept.json as { imageUrls: string[] }).imageUrls).toEqual([mine.imageUrls[1]]);
  });

  it('refuses an oversize upload from its declared length, before reading it', async () => {
    const { uploadUrls } = await issue(owner, randomUUID());
    // node:http, because fetch will not send a body shorter than its Content-Length.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(`${server.url}${uploadUrls[0]}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg', 'content-length': String(16 * 1024 * 1024), cookie: owner.cookieHeader },
      });
      request.on('response', (response) => {
        resolve(response.statusCode);
        request.destroy();
      });
      request.on('error', reject);
      request.write(Buffer.alloc(1024));
    });
    expect(status).toBe(413);
  });

  describe('a repeated PUT to an upload URL (an outbox that lost the answer)', () => {
    const jpeg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#a50' } }).jpeg().toBuffer();

    it('gets the first answer and stores nothing more, even once the answer is no longer kept as a key', async () => {
      const { uploadUrls, imageUrls } = await issue(owner, randomUUID());
      const bytes = await jpeg();
      const first = await put(owner, uploadUrls[0] ?? '', bytes);
      expect(first.json).toEqual({ imageUrl: imageUrls[0] });
      const state = { records: await mediaObjects(), files: readdirSync(path.join(mediaDir, 'i')).length };
      const replay = await put(owner, uploadUrls[0] ?? '', bytes);
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.json).toEqual(first.json);

      // A server that stopped between storing the photo and storing its answer: the URL's own record
      // still answers.
      const mediaId = /\/api\/uploads\/([0-9a-f-]{36})/.exec(uploadUrls[0] ?? '')?.[1];
      await server.db.knex('idempotency_keys').where({ key: sealedKey(testConfig().documentKey, `upload/${mediaId}`) }).delete();
      const afterCrash = await put(owner, uploadUrls[0] ?? '', bytes);
      expect(afterCrash.status).toBe(200);
      expect(afterCrash.json).toEqual(first.json);
      expect({ records: await mediaObjects(), files: readdirSync(path.join(mediaDir, 'i')).length }).toEqual(state);
    });

    it('answers 409 while the first copy is still arriving, which then completes with its files in place', async () => {
      const { uploadUrls, imageUrls } = await issue(owner, randomUUID());
      const bytes = await jpeg();
      // The first copy: headers and half the bytes, the rest held back (node:http, as fetch sends all).
      const slow = httpRequest(`${server.url}${uploadUrls[0]}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg', 'content-length': String(bytes.length), cookie: owner.cookieHeader },
      });
      const answered = new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
        slow.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, body }));
        });
        slow.on('error', reject);
      });
      slow.write(bytes.subarray(0, bytes.length >> 1));
      await vi.waitFor(async () => {
        expect(await server.db.knex('idempotency_keys').where('key', 'like', 'sealed:%').where({ response_status: 0 }).first('key')).toBeDefined();
      });
      const second = await put(owner, uploadUrls[0] ?? '', bytes);
      expect(second.status).toBe(409);
      expect(second.json).toMatchObject({ code: 'idempotency-in-flight' });
      slow.end(bytes.subarray(bytes.length >> 1));
      const first = await answered;
      expect(first.status).toBe(200);
      expect(JSON.parse(first.body)).toEqual({ imageUrl: imageUrls[0] });
      const id = /\/media\/i\/(.+)\.webp$/.exec(imageUrls[0] ?? '')?.[1];
      for (const file of [`${id}-400.webp`, `${id}-800.webp`, `${id}.webp`]) expect(existsSync(path.join(mediaDir, 'i', file))).toBe(true);
      expect((await put(owner, uploadUrls[0] ?? '', bytes)).json).toEqual({ imageUrl: imageUrls[0] });
    });
  });
});
