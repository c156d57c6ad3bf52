/**
 * The image pipeline (DESIGN.md §9): the type is judged by the bytes (JPEG, PNG or WebP only; SVG and
 * everything else refused), the pixel count is capped before decoding, the image is turned upright
 * and re-encoded as WebP variants, which carry no metadata at all (no GPS position leaves the server).
 */
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, MAX_IMAGE_PIXELS } from '@shared/media.ts';
import { AppError } from '../errors.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ImageVariant {
  width: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  /** Smallest first; the last one is the full-size image. */
  variants: ImageVariant[];
}

const notAnImage = () => new AppError(415, 'unsupported-media-type', 'Only JPEG, PNG, and WebP images are allowed.');

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (!pixels || pixels > MAX_IMAGE_PIXELS) {
    throw new AppError(413, 'payload-too-large', 'This image has too many pixels. Please choose a smaller photo.');
  }
  const upright = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  // Width after auto-orientation: a portrait photo stored sideways swaps its sides.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = (swapped ? metadata.height : metadata.width) ?? 0;
  const height = (swapped ? metadata.width : metadata.height) ?? 0;
  try {
    const variants = await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (target) => ({
        width: Math.min(target, width),
        bytes: await upright.clone().resize({ width: target, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return { width, height, variants };
  } catch {
    throw notAnImage();
  }
}
