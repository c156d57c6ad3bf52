/**
 * The listing's photos and video as the form holds them: media already saved with the listing (URLs,
 * kept or removed on save) and files picked on this device. Picked photos are uploaded when the
 * listing is saved (upload-photos.ts); a picked video is not uploaded yet.
 */
export interface MediaSelection {
  imageUrls: string[];
  photos: File[];
  videoUrl: string | null;
  video: File | null;
}

export const emptyMedia = (): MediaSelection => ({ imageUrls: [], photos: [], videoUrl: null, video: null });
