/**
 * How far a queued listing's uploads have got, from the progress the outbox records (a file counts
 * once the server has it): the photos' share of their bytes, then the video, in the order they go.
 * For the form's progress bar while the owner waits for the save.
 */
import { photoUploadKey, VIDEO_UPLOAD_KEY, type DraftMediaGroup, type ListingDraft, type ListingProgress } from './listing-kinds.ts';

export interface DraftUploadProgress {
  group: DraftMediaGroup;
  /** From 0 to 1. */
  fraction: number;
}

/** null when the draft has nothing (left) to upload. */
export function draftUploadProgress(draft: ListingDraft, progress: ListingProgress | null): DraftUploadProgress | null {
  const leftOut = new Set(progress?.leftOut);
  const done = (key: string): boolean => progress?.uploads[key]?.done === true;
  const photos = leftOut.has('photos') ? [] : draft.photos.flatMap((photo, index) => ('file' in photo ? [{ key: photoUploadKey(index), size: photo.file.size }] : []));
  const video = draft.video && 'file' in draft.video && !leftOut.has('video') ? { key: VIDEO_UPLOAD_KEY, size: draft.video.file.size } : null;
  const total = photos.reduce((sum, photo) => sum + photo.size, 0);
  const sent = photos.reduce((sum, photo) => sum + (done(photo.key) ? photo.size : 0), 0);
  const photoShare = total ? sent / total : photos.every((photo) => done(photo.key)) ? 1 : 0;
  if (photos.length && (photoShare < 1 || !video)) return { group: 'photos', fraction: photoShare };
  if (video) return { group: 'video', fraction: done(video.key) ? 1 : 0 };
  return null;
}
