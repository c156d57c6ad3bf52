/**
 * Compression of the picked media before upload, with the notice when it fails: a photo or video
 * that cannot be compressed is uploaded as picked ("Using original images instead.").
 */
import { listingMessages } from '@shared/messages/listings.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { compressImage } from '@pwa/lib/compress-image.ts';
import { compressVideo } from './compress-video.ts';
import { reportError } from '@pwa/lib/report-error.ts';

const t = listingMessages.toasts;

/** `onProgress` hears 0 to 100 over all the photos. */
export async function compressPhotos(photos: readonly File[], onProgress: (percent: number) => void): Promise<File[]> {
  const compressed: File[] = [];
  let failed = false;
  // One at a time: a phone with little memory holds one decoded photo, not five.
  for (const [index, photo] of photos.entries()) {
    try {
      compressed.push(await compressImage(photo, (percent) => onProgress((index * 100 + percent) / photos.length)));
    } catch (error) {
      reportError('compressing a photo', error);
      failed = true;
      compressed.push(photo);
    }
  }
  if (failed) showToast('error', t.imageCompressionFailed.title, t.imageCompressionFailed.description);
  return compressed;
}

export async function compressPickedVideo(video: File, onProgress: (percent: number) => void): Promise<File> {
  try {
    return await compressVideo(video, onProgress);
  } catch (error) {
    reportError('compressing the video', error);
    showToast('error', t.videoCompressionFailed.title, t.videoCompressionFailed.description);
    return video;
  }
}
