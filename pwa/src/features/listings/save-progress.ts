/**
 * Where a save with media has got to (spec §2 "A compression progress percentage is shown"): each
 * step's label is in listingMessages.media.progress; percent is a whole number from 0 to 100.
 */
export type SaveStep = 'compressingPhotos' | 'uploadingPhotos' | 'compressingVideo' | 'uploadingVideo';

export interface SaveProgress {
  step: SaveStep;
  percent: number;
}

export type OnSaveProgress = (progress: SaveProgress) => void;

/** A step's reporter taking 0 to 100, as the compressors give it, or a 0 to 1 fraction, as uploads do. */
export const reportStep =
  (onProgress: OnSaveProgress, step: SaveStep, scale: 1 | 100 = 100) =>
  (value: number): void =>
    onProgress({ step, percent: Math.max(0, Math.min(100, Math.round((value * 100) / scale))) });
