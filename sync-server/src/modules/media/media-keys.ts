/**
 * Where each kind of upload is kept and served: photos as WebP variants under `i/`, videos as sent
 * under `v/`, profile pictures as one square WebP under `a/`, identity document photos as one
 * encrypted WebP under `d/`. The public URL is `/media/{key}`.
 */
import { apiPaths } from '@shared/api.ts';
import { IMAGE_VARIANT_WIDTHS } from '@shared/media.ts';
import type { VideoContentType } from '@shared/media.ts';

/*
 * A photo's URL names its largest variant. /media never serves `d/`: a document photo's address is
 * apiPaths.documentPhoto, a call that checks who asks and decrypts.
 */

export type MediaKind = 'image' | 'video' | 'avatar' | 'document';

export const VIDEO_EXTENSIONS: Record<VideoContentType, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** Smallest first, like the pipeline's variants; the last is the full size and the photo's URL. */
export const imageKeys = (mediaId: string): string[] =>
  IMAGE_VARIANT_WIDTHS.map((width, index) => (index === IMAGE_VARIANT_WIDTHS.length - 1 ? `i/${mediaId}.webp` : `i/${mediaId}-${width}.webp`));
export const videoKey = (mediaId: string, contentType: VideoContentType): string => `v/${mediaId}.${VIDEO_EXTENSIONS[contentType]}`;
export const avatarKey = (mediaId: string): string => `a/${mediaId}.webp`;

/** Where a document photo is served (to its owner and administrators only). */
export const documentPhotoUrl = (mediaId: string): string => apiPaths.documentPhoto(mediaId);
export const documentPhotoKey = (mediaId: string): string => `d/${mediaId}.sealed`;
/** Where servers before encryption kept a document photo, as a plain WebP (sealed and moved at start). */
export const plainDocumentPhotoKey = (mediaId: string): string => `d/${mediaId}.webp`;
/** What an encrypted object is stored as: opaque bytes, whatever they hold. */
export const SEALED_CONTENT_TYPE = 'application/octet-stream';

export const mediaUrl = (key: string): string => `/media/${key}`;

const DOCUMENT_PHOTO_URL = /^\/api\/document-photos\/([0-9a-f-]{36})$/;

/** Every stored key behind a media URL (a photo's URL stands for all its variants). */
export function keysOfUrl(kind: MediaKind, url: string): string[] {
  if (kind === 'document') {
    const mediaId = DOCUMENT_PHOTO_URL.exec(url)?.[1];
    return mediaId ? [documentPhotoKey(mediaId), plainDocumentPhotoKey(mediaId)] : [];
  }
  const key = url.replace(/^\/media\//, '');
  if (kind !== 'image') return [key];
  const mediaId = /^i\/([0-9a-f-]{36})\.webp$/.exec(key)?.[1];
  return mediaId ? imageKeys(mediaId) : [key];
}
