/**
 * Where a save with media has got to ("A compression progress percentage is shown"): each
 * step's label is in listingMessages.media.progress; percent is a whole number from 0 to 100.
 * Compression happens in the form; uploads are the outbox's, read from the progress it records.
 */
import type { DraftUploadProgress } from './draft-upload-progress.ts';

export type SaveStep = 'compressingPhotos' | 'uploadingPhotos' | 'compressingVideo' | 'uploadingVideo';

export interface SaveProgress {
  step: SaveStep;
  percent: number;
}

export type OnSaveProgress = (progress: SaveProgress) => void;

/** A step's reporter taking 0 to 100, as the compressors give it. */
export const reportStep =
  (onProgress: OnSaveProgress, step: SaveStep) =>
  (percent: number): void =>
    onProgress({ step, percent: Math.max(0, Math.min(100, Math.round(percent))) });

/** The outbox's upload progress of the queued draft, as the form's progress step. */
export const uploadStep = (upload: DraftUploadProgress | null): SaveProgress | undefined =>
  upload ? { step: upload.group === 'photos' ? 'uploadingPhotos' : 'uploadingVideo', percent: Math.round(upload.fraction * 100) } : undefined;
