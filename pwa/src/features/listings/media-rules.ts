/**
 * What the photo and video pickers accept: as many photos as the user's
 * active plan allows (free: 5) in JPEG, PNG or WebP; one MP4, WebM or MOV video within the plan's
 * limit (free: 5 MB, the same figure at selection and at upload). A refused selection is explained
 * with a title and a text, carrying the plan's figure.
 */
import { formatFileSize } from '@shared/intl.ts';
import { FREE_VIDEO_MAX_MB, megabytesToBytes, VIDEO_CONTENT_TYPES, type VideoContentType } from '@shared/media.ts';
import { listingMessages } from '@shared/messages/listings.ts';
import { MAX_PHOTOS } from '@shared/schemas/listing.ts';

const t = listingMessages.media;

/** The free plan's video limit; a paid plan's comes from its package (features/premium usePlanLimits). */
export const VIDEO_MAX_MB = FREE_VIDEO_MAX_MB;

export const PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const VIDEO_TYPES = VIDEO_CONTENT_TYPES;
/** Given to the file inputs; the extensions help phones that report no type for .mov files. */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');
export const VIDEO_ACCEPT = [...VIDEO_TYPES, '.mp4', '.webm', '.mov'].join(',');

export interface MediaProblem {
  title: string;
  text: string;
}

const hasType = (file: File, types: readonly string[], extensions: RegExp): boolean =>
  file.type ? types.includes(file.type.toLowerCase()) : extensions.test(file.name);

/** What a pick of photos adds, and the problem to show with it, if any. */
export interface PhotoPick {
  accepted: File[];
  problem?: MediaProblem;
}

/**
 * Photos picked on top of `current` ones: a file that is no photo refuses the whole pick; past the
 * limit, the first that fit are added and the problem says the rest were left out (a gallery's
 * "select six" no longer adds none).
 */
export function checkPhotos(current: number, picked: readonly File[], maxPhotos: number = MAX_PHOTOS): PhotoPick {
  if (!picked.every((file) => hasType(file, PHOTO_TYPES, /\.(jpe?g|png|webp)$/i))) return { accepted: [], problem: t.invalidPhotoType };
  const room = Math.max(0, maxPhotos - current);
  if (picked.length <= room) return { accepted: [...picked] };
  if (room === 0) return { accepted: [], problem: maxPhotos === MAX_PHOTOS ? t.tooManyPhotos : t.tooManyPhotosFor(maxPhotos) };
  return { accepted: picked.slice(0, room), problem: t.tooManyPhotosAdded(room, maxPhotos) };
}

export function checkVideo(file: File, maxMb: number = VIDEO_MAX_MB): MediaProblem | undefined {
  if (!hasType(file, VIDEO_TYPES, /\.(mp4|webm|mov)$/i)) return t.invalidVideoType;
  if (file.size > megabytesToBytes(maxMb)) return { title: t.videoTooLarge.title, text: t.videoTooLarge.text(maxMb) };
  return undefined;
}

const VIDEO_TYPE_BY_EXTENSION: Readonly<Record<string, VideoContentType>> = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };

/**
 * The content type a picked video is uploaded as: its own, or, for phones that report none, the one
 * its extension names (a .mov is video/quicktime). Undefined for a file checkVideo would refuse.
 */
export function videoContentType(file: File): VideoContentType | undefined {
  const type = file.type.toLowerCase();
  if (type) return VIDEO_TYPES.find((known) => known === type);
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return VIDEO_TYPE_BY_EXTENSION[extension];
}

/**
 * "2.3 MB", "300 kB": a picked file's size, as the picker shows it (in the page's language). A file under
 * a kilobyte reads "1 kB": a size written as megabytes with two decimals read "0.00 MB" for a short clip.
 */
export const fileSizeText = (bytes: number): string => formatFileSize(Math.max(bytes, 1024));
