/**
 * The upload step of a queued listing, resumable: each upload URL is saved in the operation's
 * progress before its bytes are sent and each upload marked done once the server has it, so a replay
 * sends only what is missing and never uploads a file twice.
 */
import { apiPaths, type ImageUploads, type VideoUpload } from '@shared/api.ts';
import { isApiError, type ApiError } from '@pwa/lib/api-error.ts';
import type { ExecutorIo } from '@pwa/sync/executor.ts';
import { photoUploadKey as photoKey, VIDEO_UPLOAD_KEY as VIDEO_KEY, type DraftMediaGroup, type ListingDraft, type ListingProgress, type UploadSlot } from './listing-kinds.ts';
import { announceMediaLeftOut } from './media-watch.ts';

// An upload whose answer was lost is sent again, and the used (single-use) URL answers 410: the media
// URL then tells which it was (served: the first try got through; missing: the URL expired unused and
// a new one is issued). Asking for upload URLs carries a key derived from the operation's, so a lost
// answer brings the same URLs rather than more.
//
// While the owner watches the save (leaveRefusedMediaOut, media-watch.ts), media the server will not
// take (storage down, a file refused, an upload failed on the server) is left out, recorded in the
// progress and announced; a listing is saved without media it cannot store. Unwatched, the error goes
// to the outbox, which fails or retries the write. No answer at all (offline): the media waits.
export interface DraftMedia {
  imageUrls: string[];
  videoUrl: string | null;
}

type MediaIo = ExecutorIo<'listing.create' | 'listing.update'>;

/** Rounds of issuing URLs: a round re-issues only URLs that expired unused, which cannot repeat at once. */
const MAX_ROUNDS = 3;

export async function uploadDraftMedia(draft: ListingDraft, progress: ListingProgress | null, io: MediaIo, operationKey: string): Promise<DraftMedia> {
  const uploads: Record<string, UploadSlot> = { ...progress?.uploads };
  const leftOut = new Set<DraftMediaGroup>(progress?.leftOut);
  const save = () => io.saveProgress({ uploads: { ...uploads }, ...(leftOut.size ? { leftOut: [...leftOut] } : {}) });
  const newPhotos = draft.photos.flatMap((photo, index) => ('file' in photo ? [{ key: photoKey(index), file: photo.file }] : []));
  const video = draft.video && 'file' in draft.video ? draft.video : null;

  /** One step of a group's uploads; skipped once the group is left out, and leaving it out when refused. */
  const step = async (group: DraftMediaGroup, task: () => Promise<void>): Promise<void> => {
    if (leftOut.has(group)) return;
    try {
      await task();
    } catch (error) {
      // Read at the refusal, not when the try began: the owner may have started watching since.
      if (!refusesMedia(error) || !(await io.leavesRefusedMediaOut())) throw error;
      const storageDown = error.status === 503;
      // Storage that cannot take the photos cannot take the video either: spare the owner the wait.
      leftOut.add(group);
      if (storageDown) leftOut.add('video');
      await save();
      announceMediaLeftOut(draft.itemId, { group, storageDown, error: { status: error.status, code: error.code, message: error.message, fields: { ...error.fields } } });
    }
  };

  for (let round = 1; ; round++) {
    const unissued = newPhotos.filter((photo) => !uploads[photo.key]);
    if (unissued.length) {
      await step('photos', async () => {
        const issued = await io.http.send<ImageUploads>(apiPaths.uploadImages, {
          method: 'POST',
          body: { imageCount: unissued.length, itemId: draft.itemId },
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
      });
    }
    if (video && !uploads[VIDEO_KEY]) {
      await step('video', async () => {
        const issued = await io.http.send<VideoUpload>(apiPaths.uploadVideo, {
          method: 'POST',
          body: { itemId: draft.itemId, contentType: video.contentType, contentLength: video.file.size },
          idempotencyKey: `${operationKey}:video`,
        });
        uploads[VIDEO_KEY] = { uploadUrl: issued.uploadUrl, mediaUrl: issued.videoUrl, done: false };
        await save();
      });
    }

    /** Uploads whose URL expired unused, to be issued again in the next round. */
    const expired: string[] = [];
    const pending = [
      ...newPhotos.map((photo) => ({ ...photo, group: 'photos' as const, contentType: undefined })),
      ...(video ? [{ key: VIDEO_KEY, group: 'video' as const, ...video }] : []),
    ];
    for (const { key, group, file, contentType } of pending) {
      const slot = uploads[key];
      // No slot: its group was left out before a URL was issued.
      if (!slot || slot.done) continue;
      await step(group, async () => {
        if (await sendOnce(io, slot, file, contentType)) {
          uploads[key] = { ...slot, done: true };
        } else {
          delete uploads[key];
          expired.push(key);
        }
        await save();
      });
    }
    if (!expired.length) break;
    if (round === MAX_ROUNDS) throw new Error('upload URLs kept expiring before they could be used');
  }

  /** An upload's media URL; null when its group was left out (what got through before that is kept). */
  const urlOf = (group: DraftMediaGroup, key: string): string | null => {
    const slot = uploads[key];
    if (slot?.done) return slot.mediaUrl;
    if (leftOut.has(group)) return null;
    throw new Error(`upload ${key} is not done`);
  };
  return {
    imageUrls: draft.photos.flatMap((photo, index) => ('file' in photo ? (urlOf('photos', photoKey(index)) ?? []) : [photo.url])),
    videoUrl: draft.video === null ? null : 'file' in draft.video ? urlOf('video', VIDEO_KEY) : draft.video.url,
  };
}

/**
 * Whether the server's answer refuses the media itself, rather than saying "not now": no answer
 * (offline), an ended session, a busy server that said when to come back (429, Retry-After) or this
 * very request still running elsewhere leave the media waiting with the listing.
 */
function refusesMedia(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  if ([0, 401, 408, 429].includes(error.status)) return false;
  if (error.status === 409 && error.code === 'idempotency-in-flight') return false;
  return error.retryAfterMs === null;
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
