/**
 * The media half of saving a listing: photos and a video picked here are compressed once
 * (compress-media.ts) and become the draft's Blobs, which the outbox uploads; saved ones stay as
 * their URLs, and a draft's files are already compressed (markPrepared).
 */
import type { DraftPhoto, DraftVideo } from './listing-kinds.ts';
import { compressPhotos, compressPickedVideo } from './compress-media.ts';
import { videoContentType } from './media-rules.ts';
import type { MediaSelection } from './media-selection.ts';
import { reportStep, type OnSaveProgress } from './save-progress.ts';

/** Picked file → what is uploaded for it. */
const prepared = new WeakMap<File, File>();

/** A file that is uploaded as it is (it was compressed before it was queued). */
export const markPrepared = (file: File): void => {
  prepared.set(file, file);
};

export interface PreparedMedia {
  photos: DraftPhoto[];
  video: DraftVideo | null;
}

export async function prepareMedia(media: MediaSelection, onProgress: OnSaveProgress): Promise<PreparedMedia> {
  const fresh = media.photos.filter((photo) => !prepared.has(photo));
  if (fresh.length) {
    const compressed = await compressPhotos(fresh, reportStep(onProgress, 'compressingPhotos'));
    fresh.forEach((photo, index) => prepared.set(photo, compressed[index] ?? photo));
  }
  if (media.video && !prepared.has(media.video)) {
    prepared.set(media.video, await compressPickedVideo(media.video, reportStep(onProgress, 'compressingVideo')));
  }
  const photos: DraftPhoto[] = [...media.imageUrls.map((url) => ({ url })), ...media.photos.map((photo) => ({ file: prepared.get(photo) ?? photo }))];
  return { photos, video: media.video ? pickedVideo(prepared.get(media.video) ?? media.video, media.video) : media.videoUrl ? { url: media.videoUrl } : null };
}

/** The type the server is told: the compressed video's (WebM), or the picked one's, by its extension if need be. */
function pickedVideo(file: File, picked: File): DraftVideo {
  const contentType = videoContentType(file) ?? videoContentType(picked);
  // The video picker refuses any other file (media-rules.ts checkVideo).
  if (!contentType) throw new Error('the picked video has no known type');
  return { file, contentType };
}
