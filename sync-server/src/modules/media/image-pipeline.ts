/**
 * The image pipeline: the type is judged by the bytes (JPEG, PNG or WebP only; SVG and
 * everything else refused), the pixel count is capped before decoding, the image is turned upright
 * and re-encoded as WebP variants, which carry no metadata at all (no GPS position leaves the server).
 */
import { serverMessages } from '@shared/messages/server.ts';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_VARIANT_WIDTHS, MAX_IMAGE_PIXELS, PROFILE_PICTURE_SIZE } from '@shared/media.ts';
import { AppError } from '../../errors.ts';

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

const notAnImage = () => new AppError(415, 'image-type-not-allowed', serverMessages.uploads.notAnImage);

/** Refuses what is not a JPEG, PNG or WebP, or has too many pixels, before anything is decoded. */
async function uprightImage(input: Buffer): Promise<{ image: Sharp; width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (!pixels || pixels > MAX_IMAGE_PIXELS) {
    throw new AppError(413, 'too-many-pixels', serverMessages.uploads.tooManyPixels, undefined, undefined, { details: { maxPixels: MAX_IMAGE_PIXELS } });
  }
  // Width after auto-orientation: a portrait photo stored sideways swaps its sides.
  const swapped = (metadata.orientation ?? 1) >= 5;
  return {
    image: sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate(),
    width: (swapped ? metadata.height : metadata.width) ?? 0,
    height: (swapped ? metadata.width : metadata.height) ?? 0,
  };
}

/**
 * The photo is decoded once, to the largest variant's size, and every variant is encoded from those
 * pixels. Decoding is most of the work (a JPEG's every byte is read whatever the scale it is decoded
 * at), and each variant used to decode the photo again. The pipeline is held to 1.2× the time of one
 * bare resize of the photo.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const { image, width, height } = await uprightImage(input);
  try {
    const largest = Math.max(...IMAGE_VARIANT_WIDTHS);
    const { data, info } = await image.resize({ width: largest, withoutEnlargement: true }).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const variants = await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (target) => ({
        width: Math.min(target, width),
        bytes: await (target < info.width ? pixels().resize({ width: target }) : pixels()).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return { width, height, variants };
  } catch {
    throw notAnImage();
  }
}

/** A profile picture: the centre square, PROFILE_PICTURE_SIZE on each side, as WebP. */
export async function processProfilePicture(input: Buffer): Promise<Buffer> {
  const { image } = await uprightImage(input);
  try {
    return await image.resize({ width: PROFILE_PICTURE_SIZE, height: PROFILE_PICTURE_SIZE, fit: 'cover' }).webp({ quality: 80 }).toBuffer();
  } catch {
    throw notAnImage();
  }
}

/**
 * The longest side of a stored identity document photo: large enough that every character of the
 * number stays readable to the reviewing administrator, small enough to keep the private store small.
 */
export const DOCUMENT_PHOTO_MAX_SIDE = 2000;

/** An identity document photo: one WebP, upright, no larger than DOCUMENT_PHOTO_MAX_SIDE, no metadata. */
export async function processDocumentPhoto(input: Buffer): Promise<{ width: number; height: number; bytes: Buffer }> {
  const { image } = await uprightImage(input);
  try {
    const { data, info } = await image
      .resize({ width: DOCUMENT_PHOTO_MAX_SIDE, height: DOCUMENT_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, bytes: data };
  } catch {
    throw notAnImage();
  }
}
