/**
 * The listing's photos and video as the form holds them: media already saved with the listing (URLs,
 * kept or removed on save) and files picked on this device, compressed and uploaded when the listing
 * is saved (prepare-media.ts, then the outbox). A picked video replaces the saved one.
 */
export interface MediaSelection {
  imageUrls: string[];
  photos: File[];
  videoUrl: string | null;
  video: File | null;
}

export const emptyMedia = (): MediaSelection => ({ imageUrls: [], photos: [], videoUrl: null, video: null });
