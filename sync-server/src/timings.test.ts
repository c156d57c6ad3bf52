/**
 * Timings that must agree (shared/src/timings.ts), each shown twice: as a relation between the
 * constants, and as behaviour. An idempotency claim outlives the longest request, so a slow duplicate
 * never runs beside the first (and its failure path never deletes media the first wrote); uploads not
 * attached to a listing are kept as long as a replayed write could still attach them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, User } from '@shared/api.ts';
import {
  IDEMPOTENCY_KEY_LIFETIME_MS,
  LONGEST_CLIENT_REQUEST_MS,
  SERVER_REQUEST_TIMEOUT_MS,
  STALE_CLAIM_MS,
  UNATTACHED_UPLOAD_LIFETIME_MS,
} from '@shared/timings.ts';
import { keyedDigest } from './documents/document-cipher.ts';
import { sealedKey } from './idempotency/idempotent.ts';
import { createLogger } from './logger.ts';
import { diskStorage } from './storage/disk-storage.ts';
import { ABANDONED_AFTER_MS, sweepUnusedMedia } from './modules/media/media-removal.ts';
import { startServer } from './server.ts';
import { newListing } from './test/factories.ts';
import { categoryIds, signedInClient } from './test/signed-in.ts';
import { testDatabaseKinds } from './test/test-databases.ts';
import { startTestServer, testConfig, type TestClient, type TestServer } from './test/test-server.ts';
import { issueImages, putBytes } from './test/uploads.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

describe('the timings agree', () => {
  it('a claim is taken over only after the server has cut off its request, which is after the app stopped waiting', () => {
    expect(SERVER_REQUEST_TIMEOUT_MS).toBeGreaterThan(LONGEST_CLIENT_REQUEST_MS);
    // A margin for the work after the body is in (resizing an image, the commit) and clocks.
    expect(STALE_CLAIM_MS - SERVER_REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(MINUTE_MS);
  });

  it('uploads not attached to a listing are kept at least as long as a replayed write could attach them', () => {
    expect(UNATTACHED_UPLOAD_LIFETIME_MS).toBeGreaterThanOrEqual(IDEMPOTENCY_KEY_LIFETIME_MS);
    expect(ABANDONED_AFTER_MS).toBe(UNATTACHED_UPLOAD_LIFETIME_MS);
  });

  it('the running server cuts a request off at the shared request timeout', async () => {
    const running = await startServer(testConfig({ dataDir: 'memory' }));
    try {
      expect(running.server.requestTimeout).toBe(SERVER_REQUEST_TIMEOUT_MS);
    } finally {
      await running.stop();
    }
  }, 120_000);
});

describe.each(testDatabaseKinds)('timings on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-timings-'));
  let server: TestServer;
  let client: TestClient;
  let user: User;
  let categoryId: string;
  let jpeg: Buffer;
  const ago = (ms: number) => new Date(Date.now() - ms);
  const status = async (url: string) => (await server.client().request('HEAD', url)).status;

  beforeAll(async () => {
    server = await startTestServer(kind, { dataDir });
    ({ client, user } = await signedInClient(server));
    categoryId = (await categoryIds(server)).cameras ?? '';
    jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#864' } }).jpeg().toBuffer();
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a duplicate upload arriving after the app stopped waiting for the first does not take its claim over', async () => {
    const { uploadUrls, imageUrls } = await issueImages(client, randomUUID());
    const uploadUrl = uploadUrls[0] ?? '';
    const mediaId = /\/api\/uploads\/([^?]+)/.exec(uploadUrl)?.[1] ?? '';
    // The first PUT is still streaming (its claim, no answer yet), older than the app's longest wait
    // and than the server's own request timeout.
    // Upload calls are sealed: their records hold keyed digests, never the media id.
    const { documentKey } = testConfig();
    const key = sealedKey(documentKey, `upload/${mediaId}`);
    const fingerprint = keyedDigest(documentKey, `PUT /api/uploads/${mediaId}\n${jpeg.length} image/jpeg`);
    await server.db.knex('idempotency_keys').insert({ scope: user.id, key, fingerprint, response_status: 0, created_at: ago(SERVER_REQUEST_TIMEOUT_MS + 10_000) });

    const duplicate = await putBytes(client, uploadUrl, jpeg, 'image/jpeg');
    expect(duplicate.status, duplicate.text).toBe(409);
    expect(await server.db.knex('media_objects').where({ id: mediaId }).first()).toBeUndefined();
    expect(await status(imageUrls[0] ?? '')).toBe(404);

    // Past STALE_CLAIM_MS the first request cannot be running any more: the claim is taken over.
    await server.db.knex('idempotency_keys').where({ scope: user.id, key }).update({ created_at: ago(STALE_CLAIM_MS + 10_000) });
    const takenOver = await putBytes(client, uploadUrl, jpeg, 'image/jpeg');
    expect(takenOver.status, takenOver.text).toBe(200);
    expect(await status(imageUrls[0] ?? '')).toBe(200);
  });

  it('a phone offline for two weeks saves its listing with the photos it uploaded before going offline', async () => {
    const itemId = randomUUID();
    const { uploadUrls, imageUrls } = await issueImages(client, itemId);
    expect((await putBytes(client, uploadUrls[0] ?? '', jpeg, 'image/jpeg')).status).toBe(200);
    await server.db.knex('media_objects').where({ url: imageUrls[0] }).update({ created_at: ago(14 * DAY_MS) });
    // And one uploaded just short of a key's lifetime, which a replay could still attach.
    const late = await issueImages(client, randomUUID());
    expect((await putBytes(client, late.uploadUrls[0] ?? '', jpeg, 'image/jpeg')).status).toBe(200);
    await server.db.knex('media_objects').where({ url: late.imageUrls[0] }).update({ created_at: ago(IDEMPOTENCY_KEY_LIFETIME_MS - MINUTE_MS) });
    // Nothing a write could still attach is swept; an upload older than that is.
    const abandoned = await issueImages(client, randomUUID());
    expect((await putBytes(client, abandoned.uploadUrls[0] ?? '', jpeg, 'image/jpeg')).status).toBe(200);
    await server.db.knex('media_objects').where({ url: abandoned.imageUrls[0] }).update({ created_at: ago(UNATTACHED_UPLOAD_LIFETIME_MS + MINUTE_MS) });

    const cleanup = { storage: diskStorage(path.join(dataDir, 'media')), log: createLogger('silent') };
    expect(await sweepUnusedMedia(server.db.knex, cleanup)).toBe(1);
    expect(await status(abandoned.imageUrls[0] ?? '')).toBe(404);
    expect(await status(late.imageUrls[0] ?? '')).toBe(200);

    const saved = await client.post('/api/items', newListing(categoryId, { id: itemId, imageUrls }), { 'idempotency-key': `k-${randomUUID()}` });
    expect(saved.status, saved.text).toBe(201);
    expect((saved.json as Item).imageUrls).toEqual(imageUrls);
    expect(await status(imageUrls[0] ?? '')).toBe(200);
  });
});
