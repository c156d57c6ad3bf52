/**
 * Uploads the photos picked in the form (spec §7): one call for upload URLs bound to this listing,
 * then each file PUT to its URL. Resolves with the stored photos' URLs, in the order picked.
 */
import { apiPaths } from '@shared/api.ts';
import { apiPost, apiPutFile } from '@pwa/lib/api-client.ts';

interface IssuedUploads {
  uploadUrls: string[];
  imageUrls: string[];
}

export async function uploadPhotos(itemId: string, photos: readonly File[]): Promise<string[]> {
  if (!photos.length) return [];
  const issued = await apiPost<IssuedUploads>(apiPaths.uploadImages, { imageCount: photos.length, itemId });
  return Promise.all(
    photos.map(async (photo, index) => {
      const url = issued.uploadUrls[index];
      if (!url) throw new Error('the server issued fewer upload URLs than photos');
      return (await apiPutFile<{ imageUrl: string }>(url, photo)).imageUrl;
    }),
  );
}
