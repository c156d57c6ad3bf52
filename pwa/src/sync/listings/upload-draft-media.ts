/**
 * The upload step of a queued listing (spec §7 upload URLs, DESIGN.md §9), resumable: each upload
 * URL is saved in the operation's progress before its bytes are sent, and each upload is marked done
 * once the server has it, so a replay after a lost connection or a closed tab sends only what is
 * missing and never uploads a file twice.
 *
 * The one doubtful case is an upload whose answer was lost: sent again, the used (single-use) URL
 * answers 410. The media URL then tells which it was — served: the first try got through; missing:
 * the URL expired unused (they live 15 minutes), and a new one is issued.
 *
 * Asking for upload URLs carries a key derived from the operation's, so a server that honours it
 * answers a request whose answer was lost with the same URLs instead of issuing more.
 */
import { apiPaths, type ImageUploads, type VideoUpload } from '@shared/api.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import type { ExecutorIo } from '../executor.ts';
import type { ListingDraft, ListingProgress, UploadSlot } from './listing-kinds.ts';

export interface DraftMedia {
  imageUrls: string[];
  videoUrl: string | null;
}

type MediaIo = ExecutorIo<'listing.create' | 'listing.update'>;

/** Rounds of issuing URLs: a round re-issues only URLs that expired unused, which cannot repeat at once. */
const MAX_ROUNDS = 3;

const photoKey = (index: number): string => `photo:${index}`;
const VIDEO_KEY = 'video';

export async function uploadDraftMedia(draft: ListingDraft, progress: ListingProgress | null, io: MediaIo, operationKey: string): Promise<DraftMedia> {
  const uploads: Record<string, UploadSlot> = { ...progress?.uploads };
  const save = () => io.saveProgress({ uploads: { ...uploads } });
  const newPhotos = draft.photos.flatMap((photo, index) => ('file' in photo ? [{ key: photoKey(index), file: photo.file }] : []));
  const video = draft.video && 'file' in draft.video ? draft.video : null;

  for (let round = 1; ; round++) {
    const unissued = newPhotos.filter((photo) => !uploads[photo.key]);
    if (unissued.length) {
      const issued = await io.http.send<ImageUploads>(apiPaths.uploadImages, {
        method: 'POST',
        json: { imageCount: unissued.length, itemId: draft.itemId },
        // Per set of photos: a later request for others (after some expired) is another request.
        idempotencyKey: `${operationKey}:photos:${unissued.map((photo) => photo.key.slice('photo:'.length)).join('-')}`,
      });
      unissued.forEach((photo, index) => {
        const uploadUrl = issued.uploadUrls[index];
        const mediaUrl = issued.imageUrls[index];
        if (!uploadUrl || !mediaUrl) throw new Error('the server issued fewer upload URLs than photos');
        uploads[photo.key] = { uploadUrl, mediaUrl, done: false };
      });
      await save();
    }
    if (video && !uploads[VIDEO_KEY]) {
      const issued = await io.http.send<VideoUpload>(apiPaths.uploadVideo, {
        method: 'POST',
        json: { itemId: draft.itemId, contentType: video.contentType, contentLength: video.file.size },
        idempotencyKey: `${operationKey}:video`,
      });
      uploads[VIDEO_KEY] = { uploadUrl: issued.uploadUrl, mediaUrl: issued.videoUrl, done: false };
      await save();
    }

    let expired = false;
    const pending = [...newPhotos.map((photo) => ({ ...photo, contentType: undefined })), ...(video ? [{ key: VIDEO_KEY, ...video }] : [])];
    for (const { key, file, contentType } of pending) {
      const slot = uploads[key];
      if (!slot || slot.done) continue;
      if (await sendOnce(io, slot, file, contentType)) {
        uploads[key] = { ...slot, done: true };
      } else {
        delete uploads[key];
        expired = true;
      }
      await save();
    }
    if (!expired) break;
    if (round === MAX_ROUNDS) throw new Error('upload URLs kept expiring before they could be used');
  }

  const urlOf = (key: string): string => {
    const slot = uploads[key];
    if (!slot?.done) throw new Error(`upload ${key} is not done`);
    return slot.mediaUrl;
  };
  return {
    imageUrls: draft.photos.map((photo, index) => ('file' in photo ? urlOf(photoKey(index)) : photo.url)),
    videoUrl: draft.video === null ? null : 'file' in draft.video ? urlOf(VIDEO_KEY) : draft.video.url,
  };
}

/** true once the server has the bytes (now or from an earlier try); false when the URL expired unused. */
async function sendOnce(io: MediaIo, slot: UploadSlot, file: Blob, contentType: string | undefined): Promise<boolean> {
  try {
    await io.http.send(slot.uploadUrl, { method: 'PUT', file, ...(contentType ? { contentType } : {}) });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 410) return io.http.exists(slot.mediaUrl);
    throw error;
  }
}
