/**
 * The media half of saving a listing (spec §4, §8): new photos are compressed and uploaded, then the
 * new video, before the listing is saved. A failed upload leaves that media out and says so; storage
 * that is down (503) leaves all new media out. Files already uploaded for this form are remembered, so
 * a retried save sends the same URLs again, and its payload still matches the first try's
 * Idempotency-Key (use-listing-save.ts).
 */
import { listingMessages } from '@shared/messages/listings.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { compressPhotos, compressPickedVideo } from './compress-media.ts';
import type { MediaSelection } from './media-selection.ts';
import { reportStep, type OnSaveProgress } from './save-progress.ts';
import { uploadPhotos } from './upload-photos.ts';
import { uploadVideo } from './upload-video.ts';

const t = listingMessages.toasts;

/** Picked file → its stored URL, for one form. */
export type UploadedFiles = WeakMap<File, string>;

export interface SavedMedia {
  imageUrls: string[];
  videoUrl: string | null;
  /** Whether the owner was told some media is left out (the save's success toast would hide it). */
  leftOut: boolean;
}

const storageDown = (error: unknown): boolean => isApiError(error) && error.status === 503;

function tellLeftOut(error: unknown, notice: { title: string; description: string }): void {
  if (storageDown(error)) {
    // The server's own words when it gave them, not a proxy's status line.
    const serverMessage = isApiError(error) && error.code === 'storage-unavailable' ? error.message : '';
    showToast('error', t.storageNotConfigured.title, serverMessage || t.storageNotConfigured.description);
  } else {
    showToast('error', notice.title, notice.description);
  }
}

export async function uploadMedia(itemId: string, media: MediaSelection, uploaded: UploadedFiles, onProgress: OnSaveProgress): Promise<SavedMedia> {
  const photos = media.photos.filter((photo) => !uploaded.has(photo));
  const video = media.video && !uploaded.has(media.video) ? media.video : null;
  let leftOut = false;
  let storageIsDown = false;
  if (photos.length) {
    const compressed = await compressPhotos(photos, reportStep(onProgress, 'compressingPhotos'));
    try {
      const urls = await uploadPhotos(itemId, compressed, reportStep(onProgress, 'uploadingPhotos', 1));
      photos.forEach((photo, index) => {
        const url = urls[index];
        if (url) uploaded.set(photo, url);
      });
    } catch (error) {
      leftOut = true;
      storageIsDown = storageDown(error);
      tellLeftOut(error, t.imageUploadFailed);
    }
  }
  if (video && storageIsDown) {
    // Storage that refused the photos would refuse the video too: spare the owner the wait.
    leftOut = true;
  } else if (video) {
    const compressed = await compressPickedVideo(video, reportStep(onProgress, 'compressingVideo'));
    try {
      uploaded.set(video, await uploadVideo(itemId, compressed, reportStep(onProgress, 'uploadingVideo', 1)));
    } catch (error) {
      leftOut = true;
      tellLeftOut(error, t.videoUploadFailed);
    }
  }
  return {
    imageUrls: [...media.imageUrls, ...media.photos.flatMap((photo) => uploaded.get(photo) ?? [])],
    videoUrl: media.video ? (uploaded.get(media.video) ?? null) : media.videoUrl,
    leftOut,
  };
}
