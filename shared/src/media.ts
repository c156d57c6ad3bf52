/**
 * Where uploaded photos live and which sizes exist: `/media/i/{id}.webp` is the largest
 * variant, `/media/i/{id}-400.webp` and `-800.webp` the smaller ones the UI offers through srcset.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;
export const MAX_IMAGE_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Profile pictures: 5 MB everywhere, stored as one square WebP of this size. */
export const MAX_PROFILE_PICTURE_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_SIZE = 256;
/** The free plan's video limit in MB; paid plans carry their own (PremiumPackage.maxVideoSizeMb). */
export const FREE_VIDEO_MAX_MB = 5;
export const megabytesToBytes = (mb: number): number => mb * 1024 * 1024;
/** Video content types accepted at upload (mp4, webm, and mov as quicktime). */
export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type VideoContentType = (typeof VIDEO_CONTENT_TYPES)[number];
/** Larger images are refused before they are decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 50_000_000;

const UPLOADED_IMAGE = /^\/media\/i\/([0-9a-f-]{36})\.webp$/;

/** How wide the item page draws its main photo: its <img sizes>, and the server's preload of it. */
export const ITEM_PAGE_PHOTO_SIZES = '(min-width: 1024px) 50vw, 100vw';

/** How wide a listing card draws its photo (two cards a row on a phone, four on a desktop): its <img sizes>. */
export const ITEM_CARD_PHOTO_SIZES = '(min-width: 1024px) 25vw, 50vw';

/** srcset candidates of an uploaded photo; other images (demo illustrations) have one size. */
export function imageSrcSet(url: string): string | undefined {
  const match = UPLOADED_IMAGE.exec(url);
  if (!match) return undefined;
  return `/media/i/${match[1]}-400.webp 400w, /media/i/${match[1]}-800.webp 800w, ${url} 1600w`;
}
