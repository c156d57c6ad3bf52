import { afterEach, describe, expect, it, vi } from 'vitest';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { ApiError } from '@pwa/lib/api-error.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { PictureUploadError, uploadProfilePicture, withoutQuery } from './upload-profile-picture.ts';

const picture = new File([new Uint8Array(64)], 'me.jpg', { type: 'image/jpeg' });

describe('withoutQuery', () => {
  it.each([
    ['/api/uploads/m1?token=abc', '/api/uploads/m1'],
    ['/api/uploads/m1', '/api/uploads/m1'],
    ['https://bucket.s3.ap-south-1.amazonaws.com/p/m1.jpg?X-Amz-Signature=x&X-Amz-Expires=300', 'https://bucket.s3.ap-south-1.amazonaws.com/p/m1.jpg'],
    ['/api/uploads/m1#part', '/api/uploads/m1'],
  ])('%s → %s', (url, expected) => expect(withoutQuery(url)).toBe(expected));
});

describe('uploadProfilePicture', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for an upload URL, PUTs the file there with its type, then sets the URL without its query', async () => {
    const fetchSpy = stubFetch((url) => {
      if (url === '/api/profile/upload-url') return jsonResponse(200, { uploadURL: '/api/uploads/m1?token=abc' });
      if (url === '/api/uploads/m1?token=abc') return jsonResponse(200, { objectPath: '/media/a/m1.webp' });
      return jsonResponse(200, { objectPath: '/media/a/m1.webp' });
    });
    await expect(uploadProfilePicture(picture)).resolves.toBe('/media/a/m1.webp');
    const calls = fetchSpy.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method, body: init?.body, type: new Headers(init?.headers).get('Content-Type') }));
    expect(calls).toEqual([
      { url: '/api/profile/upload-url', method: 'POST', body: null, type: null },
      { url: '/api/uploads/m1?token=abc', method: 'PUT', body: picture, type: 'image/jpeg' },
      { url: '/api/profile/picture', method: 'PUT', body: JSON.stringify({ profileImageUrl: '/api/uploads/m1' }), type: 'application/json' },
    ]);
  });

  it.each([
    ['uploadUrl', profilePageMessages.picture.steps.uploadUrl, 1],
    ['upload', profilePageMessages.picture.steps.upload, 2],
    ['save', profilePageMessages.picture.steps.save, 3],
  ] as const)('names the failing step %s ("%s"), keeps the cause, and stops there', async (step, message, calls) => {
    let made = 0;
    const fetchSpy = stubFetch(() => {
      made += 1;
      if (made === calls) return jsonResponse(503, { message: 'Storage is down.', code: 'storage-unavailable' });
      return jsonResponse(200, made === 1 ? { uploadURL: '/api/uploads/m1?token=abc' } : { objectPath: '/media/a/m1.webp' });
    });
    const error: unknown = await uploadProfilePicture(picture).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PictureUploadError);
    expect(error).toMatchObject({ step, message });
    expect((error as PictureUploadError).cause).toEqual(new ApiError(503, 'storage-unavailable', 'Storage is down.'));
    expect(fetchSpy).toHaveBeenCalledTimes(calls);
  });

  it('fails at the first step when the server answers without an upload URL', async () => {
    const fetchSpy = stubFetch(() => jsonResponse(200, {}));
    await expect(uploadProfilePicture(picture)).rejects.toMatchObject({ step: 'uploadUrl', message: profilePageMessages.picture.steps.uploadUrl });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
