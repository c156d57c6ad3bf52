/**
 * The listings' queued writes: create, edit or delete a listing offline, with its photos and video
 * kept on the device as Blobs until they are uploaded.
 */
import type { ListingPayloadInput } from '@shared/schemas/listing.ts';
import type { VideoContentType } from '@shared/media.ts';

/** A photo of the listing: one already on the server (kept as it is), or one picked on this device. */
export type DraftPhoto = { url: string } | { file: Blob };
/** The listing's video: the saved one, or one picked here with the type the server is told. */
export type DraftVideo = { url: string } | { file: Blob; contentType: VideoContentType };

/** The listing form's values without media, as POST/PUT /api/items take them. */
export type ListingFields = Omit<ListingPayloadInput, 'id' | 'imageUrls' | 'videoUrl'>;

/**
 * What listing.create and listing.update carry: the whole listing as the owner saved it, photos in
 * the order shown. Photos and video should be compressed before they are queued (the Blobs are what
 * is stored on the device and uploaded).
 */
export interface ListingDraft {
  itemId: string;
  listing: ListingFields;
  photos: DraftPhoto[];
  video: DraftVideo | null;
}

/** One upload: the URL issued for it, the media URL it will have, and whether its bytes got there. */
export interface UploadSlot {
  uploadUrl: string;
  mediaUrl: string;
  done: boolean;
}

/** The draft's new photos (as one set, uploaded together) or its new video. */
export type DraftMediaGroup = 'photos' | 'video';

/** The key of a photo's upload in ListingProgress: its index in draft.photos. */
export const photoUploadKey = (index: number): string => `photo:${index}`;
export const VIDEO_UPLOAD_KEY = 'video';

/** Uploads issued or made so far, by photoUploadKey(index in draft.photos) and VIDEO_UPLOAD_KEY. */
export interface ListingProgress {
  uploads: Readonly<Record<string, UploadSlot>>;
  /**
   * New media the server would not take while the owner watched the save, and that the listing is
   * saved without (see media-watch.ts). Kept, so a later try does not bring it back after
   * the owner was told it was left out.
   */
  leftOut?: readonly DraftMediaGroup[];
}

