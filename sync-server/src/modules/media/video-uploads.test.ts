import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { issueVideo, putBytes } from '../../test/uploads.ts';
import { movFile, mp4File, webmFile } from '../../test/video-samples.ts';

const MB = 1024 * 1024;

describe.each(testDatabaseKinds)('video uploads on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-video-'));
  const videoDir = path.join(dataDir, 'media', 'v');
  let server: TestServer;
  let owner: TestClient;
  let ownerId: string;
  let categories: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer(kind, { dataDir });
    const signedIn = await signedInClient(server);
    owner = signedIn.client;
    ownerId = signedIn.user.id;
    categories = await categoryIds(server);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedVideos = () => (existsSync(videoDir) ? readdirSync(videoDir).length : 0);
  const videoRecords = async () => Number((await server.db.knex('media_objects').where({ kind: 'video' }).count<{ count: string }[]>('* as count'))[0]?.count);

  it('stores a video as sent and serves it with its type, ranges and long caching', async () => {
    const video = mp4File(200_000);
    const { uploadUrl, videoUrl } = await issueVideo(owner, randomUUID(), video);
    expect(videoUrl).toMatch(/^\/media\/v\/[0-9a-f-]{36}\.mp4$/);
    const stored = await putBytes(owner, uploadUrl, video, 'video/mp4');
    expect(stored.status, stored.text).toBe(200);
    expect(stored.json).toEqual({ videoUrl });

    const whole = await server.client().get(videoUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('cache-control')).toContain('immutable');
    expect(whole.bytes.equals(video)).toBe(true);

    const part = await server.client().get(videoUrl, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.bytes.equals(video.subarray(1000, 2000))).toBe(true);
    const tail = await server.client().get(videoUrl, { range: 'bytes=-100' });
    expect(tail.bytes.equals(video.subarray(video.length - 100))).toBe(true);
    const beyond = await server.client().get(videoUrl, { range: `bytes=${video.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${video.length}`);
    const head = await server.client().request('HEAD', videoUrl);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(video.length));
  });

  it('accepts MOV and MP4 for each other (one container), and WebM as WebM', async () => {
    const mov = movFile();
    const asMp4 = await issueVideo(owner, randomUUID(), mov, 'video/mp4');
    expect((await putBytes(owner, asMp4.uploadUrl, mov, 'video/mp4')).status).toBe(200);
    const quicktime = await issueVideo(owner, randomUUID(), mov, 'video/quicktime');
    expect(quicktime.videoUrl).toMatch(/\.mov$/);
    expect((await putBytes(owner, quicktime.uploadUrl, mov, 'video/quicktime')).status).toBe(200);
    expect((await server.client().get(quicktime.videoUrl)).headers.get('content-type')).toBe('video/quicktime');
    const webm = webmFile();
    const asWebm = await issueVideo(owner, randomUUID(), webm, 'video/webm');
    expect((await putBytes(owner, asWebm.uploadUrl, webm, 'video/webm')).status).toBe(200);
    expect((await server.client().get(asWebm.videoUrl)).headers.get('content-type')).toBe('video/webm');
  });

  it('judges the container by its bytes and leaves nothing behind when refusing', async () => {
    const before = { files: storedVideos(), records: await videoRecords() };
    const webm = webmFile();
    const declaredMp4 = await issueVideo(owner, randomUUID(), webm, 'video/mp4');
    const mismatch = await putBytes(owner, declaredMp4.uploadUrl, webm, 'video/mp4');
    expect(mismatch.status).toBe(415);
    // Its own code, not the request-level unsupported-media-type: the client words it as a video refused for its type.
    expect(mismatch.json).toMatchObject({ code: 'video-type-not-allowed', message: 'Only MP4, WebM, and MOV videos are allowed.' });
    const text = Buffer.from('not a video at all '.repeat(100));
    const textUpload = await issueVideo(owner, randomUUID(), text);
    const refusedText = await putBytes(owner, textUpload.uploadUrl, text, 'video/mp4');
    expect([refusedText.status, (refusedText.json as { code: string }).code]).toEqual([415, 'video-type-not-allowed']);
    expect(storedVideos()).toBe(before.files);
    expect(await videoRecords()).toBe(before.records);
    // The refused link was not used up: the right file can still go through it.
    expect((await putBytes(owner, textUpload.uploadUrl, mp4File(text.length), 'video/mp4')).status).toBe(200);
  });

  it("caps videos at the plan's limit: 5 MB free, the plan's figure for premium", async () => {
    const tooBig = await owner.post('/api/upload/video', { itemId: randomUUID(), contentType: 'video/mp4', contentLength: 5 * MB + 1 });
    expect(tooBig.status).toBe(413);
    // The limit as a figure too, for the client to write in the user's language.
    expect(tooBig.json).toEqual({ message: 'File too large. Maximum size is 5MB.', code: 'file-too-large', details: { maxBytes: 5 * MB } });
    expect((await owner.post('/api/upload/video', { itemId: randomUUID(), contentType: 'video/mp4', contentLength: 5 * MB })).status).toBe(200);

    await server.db.knex('users').where({ id: ownerId }).update({ premium_tier: 'monthly', premium_expires_at: new Date(Date.now() + 86_400_000) });
    expect((await owner.post('/api/upload/video', { itemId: randomUUID(), contentType: 'video/mp4', contentLength: 20 * MB })).status).toBe(200);
    const overPremium = await owner.post('/api/upload/video', { itemId: randomUUID(), contentType: 'video/mp4', contentLength: 26 * MB });
    expect(overPremium.json).toMatchObject({ message: 'File too large. Maximum size is 25MB.', code: 'file-too-large', details: { maxBytes: 25 * MB } });
    // An expired plan counts as free again.
    await server.db.knex('users').where({ id: ownerId }).update({ premium_expires_at: new Date(Date.now() - 1000) });
    expect((await owner.post('/api/upload/video', { itemId: randomUUID(), contentType: 'video/mp4', contentLength: 20 * MB })).status).toBe(413);
    await server.db.knex('users').where({ id: ownerId }).update({ premium_tier: 'free', premium_expires_at: null });
  });

  it('refuses a body larger than the size granted, other types, and uploads for listings of others', async () => {
    const small = mp4File(10_000);
    const granted = await issueVideo(owner, randomUUID(), small);
    const larger = await putBytes(owner, granted.uploadUrl, mp4File(20_000), 'video/mp4');
    expect(larger.status).toBe(413);
    expect(larger.json).toMatchObject({ code: 'file-too-large', details: { maxBytes: 10_000 } });
    const mkv = await owner.post('/api/upload/video', { itemId: randomUUID(), contentType: 'video/x-matroska', contentLength: 1000 });
    expect(mkv.status).toBe(400);
    expect(mkv.json).toMatchObject({ fields: { contentType: 'Only MP4, WebM, and MOV videos are allowed.' } });

    const item = (await owner.post('/api/items', newListing(categories.cameras ?? ''))).json as { id: string };
    const { client: stranger } = await signedInClient(server);
    const theirs = await stranger.post('/api/upload/video', { itemId: item.id, contentType: 'video/mp4', contentLength: 1000 });
    expect(theirs.status).toBe(403);
    expect((await server.client().post('/api/upload/video', { itemId: item.id, contentType: 'video/mp4', contentLength: 1000 })).status).toBe(401);
  });

  it('lets the owner attach the uploaded video to the listing', async () => {
    const itemId = randomUUID();
    const video = webmFile();
    const { uploadUrl, videoUrl } = await issueVideo(owner, itemId, video, 'video/webm');
    expect((await putBytes(owner, uploadUrl, video, 'video/webm')).status).toBe(200);
    const created = await owner.post('/api/items', newListing(categories.cameras ?? '', { id: itemId, videoUrl }));
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ videoUrl });
  });
});
