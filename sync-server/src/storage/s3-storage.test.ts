import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../test/signed-in.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { issueImages, issueVideo, putBytes } from '../test/uploads.ts';
import { mp4File } from '../test/video-samples.ts';
import type { S3Settings } from '../config.ts';
import { s3Storage } from './s3-storage.ts';
import { isStorageUnavailable } from './storage.ts';

/** The adapter against s3rver, a real S3-compatible server over HTTP with request signing. */
describe('S3 media storage', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'kiraya-s3-'));
  const bucket = 'kiraya-media';
  let s3: S3rver;
  let settings: S3Settings;
  beforeAll(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
    const { port } = await s3.run();
    settings = {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's well-known development credentials: requests are really signed and checked.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'test/',
      forcePathStyle: true,
    };
  });
  afterAll(async () => {
    await s3.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('round-trips bytes and streams, reads ranges, reports sizes and removes', async () => {
    const storage = s3Storage(settings);
    await storage.check();
    await storage.put('i/one.webp', Buffer.from('photo bytes'), { contentType: 'image/webp', length: 11 });
    expect(await storage.size('i/one.webp')).toBe(11);
    expect(await text(await storage.read('i/one.webp'))).toBe('photo bytes');
    expect(await text(await storage.read('i/one.webp', { start: 6, end: 10 }))).toBe('bytes');

    const video = mp4File(100_000);
    await storage.put('v/two.mp4', Readable.from([video.subarray(0, 50_000), video.subarray(50_000)]), { contentType: 'video/mp4', length: video.length });
    expect(await storage.size('v/two.mp4')).toBe(video.length);

    await storage.remove('i/one.webp');
    expect(await storage.size('i/one.webp')).toBeUndefined();
  });

  it('stores nothing from a stream that breaks', async () => {
    const storage = s3Storage(settings);
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(storage.put('v/broken.mp4', broken, { contentType: 'video/mp4', length: 5000 })).rejects.toThrow('the client went away');
    expect(await storage.size('v/broken.mp4')).toBeUndefined();
  });

  it('reports a store it cannot reach as unavailable', async () => {
    const storage = s3Storage({ ...settings, endpoint: 'http://127.0.0.1:9' });
    const error: unknown = await storage.check().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isStorageUnavailable(error)).toBe(true);
  });

  describe('behind the app', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer('pglite', { s3: settings, dataDir: '/nonexistent' });
    });
    afterAll(() => server.close());

    it('uploads photos and video into the bucket and serves them from it', async () => {
      const { client } = await signedInClient(server);
      const itemId = randomUUID();
      const jpeg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#246' } }).jpeg().toBuffer();
      const photos = await issueImages(client, itemId);
      expect((await putBytes(client, photos.uploadUrls[0] ?? '', jpeg, 'image/jpeg')).status).toBe(200);
      const photo = await server.client().get((photos.imageUrls[0] ?? '').replace('.webp', '-400.webp'));
      expect(photo.status).toBe(200);
      expect(await sharp(photo.bytes).metadata()).toMatchObject({ format: 'webp', width: 400 });

      const video = mp4File(80_000);
      const { uploadUrl, videoUrl } = await issueVideo(client, itemId, video);
      expect((await putBytes(client, uploadUrl, video, 'video/mp4')).status).toBe(200);
      const part = await server.client().get(videoUrl, { range: 'bytes=100-199' });
      expect(part.status).toBe(206);
      expect(part.bytes.equals(video.subarray(100, 200))).toBe(true);
      expect(await s3Storage(settings).size(videoUrl.replace('/media/', ''))).toBe(video.length);
    });
  });
});
