/** Upload steps the media tests share: asking for upload URLs and sending bytes to them. */
import { expect } from 'vitest';
import type { ImageUploads, VideoUpload } from '@shared/api.ts';
import type { TestClient } from './test-server.ts';

export async function issueImages(client: TestClient, itemId: string, imageCount = 1): Promise<ImageUploads> {
  const response = await client.post('/api/upload/images', { imageCount, itemId });
  expect(response.status, response.text).toBe(200);
  return response.json as ImageUploads;
}

export async function issueVideo(client: TestClient, itemId: string, bytes: Buffer, contentType = 'video/mp4'): Promise<VideoUpload> {
  const response = await client.post('/api/upload/video', { itemId, contentType, contentLength: bytes.length });
  expect(response.status, response.text).toBe(200);
  return response.json as VideoUpload;
}

export const putBytes = (client: TestClient, url: string, bytes: Buffer, contentType: string) =>
  client.request('PUT', url, { raw: bytes, headers: { 'content-type': contentType } });
