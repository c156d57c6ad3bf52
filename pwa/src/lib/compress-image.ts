/**
 * Shrinks a picked photo before upload: at most 1920×1920, quality 0.85, as JPEG, or as WebP
 * or PNG when the photo already is one, kept only when smaller. browser-image-compression loads with
 * the first photo saved, not with the form, and runs on this thread: its worker mode fetches the
 * library from a CDN, which the CSP forbids and an offline phone cannot reach.
 */
import { smallerFile } from './smaller-file.ts';

export type CompressedImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const MAX_SIDE = 1920;
const QUALITY = 0.85;
const PRESERVED_TYPES: Readonly<Record<string, CompressedImageType>> = { png: 'image/png', webp: 'image/webp' };

/** PNG and WebP keep their type (transparency, already efficient); everything else becomes JPEG. */
export function compressedImageType(file: File): CompressedImageType {
  const subtype = file.type ? file.type.toLowerCase().replace(/^image\//, '') : (/\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '');
  return PRESERVED_TYPES[subtype] ?? 'image/jpeg';
}

/** `onProgress` hears 0 to 100. Rejects when the photo cannot be decoded or drawn. */
export async function compressImage(file: File, onProgress: (percent: number) => void): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const fileType = compressedImageType(file);
  // The library refuses a file without an image type, as phones give some .jpg files.
  const source = file.type ? file : new File([file], file.name, { type: fileType, lastModified: file.lastModified });
  const compressed = await imageCompression(source, {
    maxWidthOrHeight: MAX_SIDE,
    initialQuality: QUALITY,
    fileType,
    useWebWorker: false,
    // When the first encoding is larger than the photo, the library retries at lower quality; one
    // retry at most keeps photos near the 0.85 quality asked for (the original is kept if it is still larger).
    maxIteration: 1,
    onProgress,
  });
  return smallerFile(file, compressed);
}
