/**
 * Uploads the photos picked in the form (spec §7): one call for upload URLs bound to this listing,
 * then each file PUT to its URL. Resolves with the stored photos' URLs, in the order picked.
 */
import { apiPaths, type ImageUploads, type UploadedImage } from '@shared/api.ts';
import { apiPost, apiPutFileWithProgress } from '@pwa/lib/api-client.ts';

/** `onProgress` hears the share of all the photos' bytes sent so far, from 0 to 1. */
export async function uploadPhotos(itemId: string, photos: readonly File[], onProgress: (fraction: number) => void = () => undefined): Promise<string[]> {
  if (!photos.length) return [];
  const issued = await apiPost<ImageUploads>(apiPaths.uploadImages, { imageCount: photos.length, itemId });
  const total = photos.reduce((sum, photo) => sum + photo.size, 0) || 1;
  const sent = photos.map(() => 0);
  return Promise.all(
    photos.map(async (photo, index) => {
      const url = issued.uploadUrls[index];
      if (!url) throw new Error('the server issued fewer upload URLs than photos');
      const uploaded = await apiPutFileWithProgress<UploadedImage>(url, photo, (fraction) => {
        sent[index] = fraction * photo.size;
        onProgress(sent.reduce((sum, bytes) => sum + bytes, 0) / total);
      });
      return uploaded.imageUrl;
    }),
  );
}
