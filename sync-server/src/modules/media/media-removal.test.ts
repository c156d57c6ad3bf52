import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { issueImages, issueVideo, putBytes } from '../../test/uploads.ts';
import { mp4File } from '../../test/video-samples.ts';
import { diskStorage } from '../../storage/disk-storage.ts';
import { ABANDONED_AFTER_MS, sweepUnusedMedia } from './media-removal.ts';

describe.each(testDatabaseKinds)('removing unused media on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-removal-'));
  let server: TestServer;
  let owner: TestClient;
  let categoryId: string;
  let jpeg: Buffer;
  beforeAll(async () => {
    server = await startTestServer(kind, { dataDir });
    owner = (await signedInClient(server)).client;
    categoryId = (await categoryIds(server)).cameras ?? '';
    jpeg = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#468' } }).jpeg().toBuffer();
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const status = async (url: string) => (await server.client().request('HEAD', url)).status;
  /** A listing saved with two photos and a video, all uploaded for it. */
  async function listingWithMedia() {
    const itemId = randomUUID();
    const photos = await issueImages(owner, itemId, 2);
    for (const url of photos.uploadUrls) expect((await putBytes(owner, url, jpeg, 'image/jpeg')).status).toBe(200);
    const video = mp4File();
    const { uploadUrl, videoUrl } = await issueVideo(owner, itemId, video);
    expect((await putBytes(owner, uploadUrl, video, 'video/mp4')).status).toBe(200);
    const created = await owner.post('/api/items', newListing(categoryId, { id: itemId, imageUrls: photos.imageUrls, videoUrl }));
    expect(created.status, created.text).toBe(201);
    return { itemId, imageUrls: photos.imageUrls, videoUrl };
  }
  const variantsOf = (url: string) => [url, url.replace('.webp', '-400.webp'), url.replace('.webp', '-800.webp')];

  it('removes every size of a photo taken off a listing, and keeps the rest', async () => {
    const { itemId, imageUrls, videoUrl } = await listingWithMedia();
    const [kept = '', dropped = ''] = imageUrls;
    const edited = await owner.request('PUT', `/api/items/${itemId}`, { body: newListing(categoryId, { imageUrls: [kept], videoUrl }) });
    expect(edited.status, edited.text).toBe(200);
    await vi.waitFor(async () => {
      for (const url of variantsOf(dropped)) expect(await status(url)).toBe(404);
    });
    for (const url of [...variantsOf(kept), videoUrl]) expect(await status(url)).toBe(200);
  });

  it('removes the photos and video of a deleted listing', async () => {
    const { itemId, imageUrls, videoUrl } = await listingWithMedia();
    expect((await owner.request('DELETE', `/api/items/${itemId}`)).status).toBe(204);
    await vi.waitFor(async () => {
      for (const url of [...imageUrls.flatMap(variantsOf), videoUrl]) expect(await status(url)).toBe(404);
    });
    expect(await server.db.knex('media_objects').where({ item_id: itemId }).first()).toBeUndefined();
  });

  it('sweeps uploads no write can attach any more, and leaves fresh and attached ones', async () => {
    const attached = await listingWithMedia();
    const abandoned = await issueImages(owner, randomUUID());
    expect((await putBytes(owner, abandoned.uploadUrls[0] ?? '', jpeg, 'image/jpeg')).status).toBe(200);
    const fresh = await issueImages(owner, randomUUID());
    expect((await putBytes(owner, fresh.uploadUrls[0] ?? '', jpeg, 'image/jpeg')).status).toBe(200);
    await server.db.knex('media_objects').where({ url: abandoned.imageUrls[0] }).update({ created_at: new Date(Date.now() - ABANDONED_AFTER_MS - 60_000) });
    // Two days old: an offline phone may still save the listing these photos were uploaded for.
    await server.db.knex('media_objects').where({ url: fresh.imageUrls[0] }).update({ created_at: new Date(Date.now() - 2 * 86_400_000) });
    await server.db.knex('media_objects').where({ item_id: attached.itemId }).update({ created_at: new Date(Date.now() - ABANDONED_AFTER_MS - 60_000) });

    const removed = await sweepUnusedMedia(server.db.knex, { storage: diskStorage(path.join(dataDir, 'media')), log: createLogger('silent') });
    expect(removed).toBe(1);
    expect(await status(abandoned.imageUrls[0] ?? '')).toBe(404);
    expect(await status(fresh.imageUrls[0] ?? '')).toBe(200);
    for (const url of [...attached.imageUrls, attached.videoUrl]) expect(await status(url)).toBe(200);
  });
});
