/**
 * The listing's photos and video as the form holds them: media already saved with the listing (URLs,
 * kept or removed on save) and files picked on this device. Uploading picked files comes with the
 * media feature; until then they stay here and only the kept URLs are sent.
 */
export interface MediaSelection {
  imageUrls: string[];
  photos: File[];
  videoUrl: string | null;
  video: File | null;
}

export const emptyMedia = (): MediaSelection => ({ imageUrls: [], photos: [], videoUrl: null, video: null });
