import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProfileUploadUrl, UploadedProfilePicture, User } from '@shared/api.ts';
import { MAX_PROFILE_PICTURE_BYTES } from '@shared/media.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { putBytes } from '../../test/uploads.ts';

const withoutQuery = (url: string) => url.split('?')[0] ?? '';

describe.each(testDatabaseKinds)('profile pictures on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-avatar-'));
  const avatarDir = path.join(dataDir, 'media', 'a');
  let server: TestServer;
  let user: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind, { dataDir });
    user = (await signedInClient(server)).client;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const uploadUrl = async (client: TestClient) => {
    const response = await client.post('/api/profile/upload-url');
    expect(response.status, response.text).toBe(200);
    return (response.json as ProfileUploadUrl).uploadURL;
  };
  const photo = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

  it('stores a square picture, and makes it the account picture when saved', async () => {
    const url = await uploadUrl(user);
    const uploaded = await putBytes(user, url, await photo(900, 600, '#0a7'), 'image/png');
    expect(uploaded.status, uploaded.text).toBe(200);
    const { objectPath } = uploaded.json as UploadedProfilePicture;
    expect(objectPath).toMatch(/^\/media\/a\/[0-9a-f-]{36}\.webp$/);
    const served = await server.client().get(objectPath);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    // Uploading alone changes nothing; saving with the upload URL (without its query) does.
    expect(((await user.get('/api/auth/user')).json as User).profileImageUrl).toBeNull();
    const saved = await user.request('PUT', '/api/profile/picture', { body: { profileImageUrl: withoutQuery(url) } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ objectPath });
    expect(((await user.get('/api/auth/user')).json as User).profileImageUrl).toBe(objectPath);
  });

  it('removes the previous picture when a new one is saved', async () => {
    const first = await uploadUrl(user);
    const firstPath = ((await putBytes(user, first, await photo(300, 300, '#f00'), 'image/png')).json as UploadedProfilePicture).objectPath;
    await user.request('PUT', '/api/profile/picture', { body: { profileImageUrl: withoutQuery(first) } });
    const second = await uploadUrl(user);
    const secondPath = ((await putBytes(user, second, await photo(300, 300, '#00f'), 'image/png')).json as UploadedProfilePicture).objectPath;
    await user.request('PUT', '/api/profile/picture', { body: { profileImageUrl: withoutQuery(second) } });
    // The files go once the change is committed, just after the answer.
    await vi.waitFor(async () => {
      expect((await server.client().get(firstPath)).status).toBe(404);
      expect(readdirSync(avatarDir)).toEqual([path.basename(secondPath)]);
    });
    expect((await server.client().get(secondPath)).status).toBe(200);
  });

  it("cannot take another account's upload, a URL never uploaded to, or something that is not an image", async () => {
    const { client: other } = await signedInClient(server);
    const theirs = await uploadUrl(other);
    expect((await putBytes(other, theirs, await photo(100, 100, '#333'), 'image/png')).status).toBe(200);
    const borrowed = await user.request('PUT', '/api/profile/picture', { body: { profileImageUrl: withoutQuery(theirs) } });
    expect(borrowed.status).toBe(400);
    const unused = await uploadUrl(user);
    expect((await user.request('PUT', '/api/profile/picture', { body: { profileImageUrl: withoutQuery(unused) } })).status).toBe(400);
    expect((await user.request('PUT', '/api/profile/picture', { body: { profileImageUrl: 'https://elsewhere.example/me.png' } })).status).toBe(400);

    const files = existsSync(avatarDir) ? readdirSync(avatarDir).length : 0;
    const text = await putBytes(user, unused, Buffer.from('hello, not a picture'), 'image/png');
    expect(text.status).toBe(415);
    expect(text.json).toMatchObject({ code: 'image-type-not-allowed' });
    expect(readdirSync(avatarDir)).toHaveLength(files);
  });

  it('refuses a picture over 5 MB from its declared size, and callers who are not signed in', async () => {
    const url = await uploadUrl(user);
    const large = await putBytes(user, url, Buffer.alloc(5 * 1024 * 1024 + 1), 'image/png');
    expect(large.status).toBe(413);
    expect(large.json).toEqual({ message: 'Please select an image under 5MB', code: 'file-too-large', details: { maxBytes: MAX_PROFILE_PICTURE_BYTES } });
    expect((await server.client().post('/api/profile/upload-url')).status).toBe(401);
    expect((await server.client().request('PUT', '/api/profile/picture', { body: { profileImageUrl: withoutQuery(url) } })).status).toBe(401);
  });
});

describe('upload calls when media storage is unavailable', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A data folder that cannot hold a media folder: the disk store refuses uploads.
    server = await startTestServer('pglite', { dataDir: '/dev/null' });
  });
  afterAll(() => server.close());

  it('answers 503 with a message when storage is down', async () => {
    const { client } = await signedInClient(server);
    for (const response of [
      await client.post('/api/profile/upload-url'),
      await client.post('/api/upload/images', { imageCount: 1, itemId: '0190a1d2-0000-7000-8000-000000000001' }),
      await client.post('/api/upload/video', { itemId: '0190a1d2-0000-7000-8000-000000000001', contentType: 'video/mp4', contentLength: 1000 }),
    ]) {
      expect(response.status).toBe(503);
      expect(response.json).toMatchObject({ code: 'storage-unavailable', message: 'Media storage is not available right now. Please try again later.' });
    }
  });
});
