/**
 * Where uploaded photos live and which sizes exist (DESIGN.md §9): `/media/i/{id}.webp` is the largest
 * variant, `/media/i/{id}-400.webp` and `-800.webp` the smaller ones the UI offers through srcset.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;
export const MAX_IMAGE_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Larger images are refused before they are decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 50_000_000;

const UPLOADED_IMAGE = /^\/media\/i\/([0-9a-f-]{36})\.webp$/;

/** srcset candidates of an uploaded photo; other images (demo illustrations) have one size. */
export function imageSrcSet(url: string): string | undefined {
  const match = UPLOADED_IMAGE.exec(url);
  if (!match) return undefined;
  return `/media/i/${match[1]}-400.webp 400w, /media/i/${match[1]}-800.webp 800w, ${url} 1600w`;
}
