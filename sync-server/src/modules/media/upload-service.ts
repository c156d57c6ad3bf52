/**
 * Uploads: the POST calls hand out short-lived, single-use upload URLs bound
 * to the signed-in user and, for photos and video, to one listing; PUT to such a URL checks the bytes
 * and stores them. Only the listing's owner may upload for it (a listing not saved yet — a client-made
 * id — belongs to whoever uploads first and then saves it).
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import getRawBody from 'raw-body';
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { DocumentImageUploads, ImageUploads, ProfileUploadUrl, UploadedImage, UploadedProfilePicture, UploadedVideo, User, VideoUpload } from '@shared/api.ts';
import { MAX_IMAGE_UPLOAD_BYTES, MAX_PROFILE_PICTURE_BYTES, megabytesToBytes, type VideoContentType } from '@shared/media.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError, fileTooLargeError, tooManyPhotosError } from '../../errors.ts';
import type { Commit } from '../../middleware/transaction.ts';
import { authorize } from '../../policy/policy.ts';
import { photoLimit, videoLimitMb } from '../packages/index.ts';
import { processDocumentPhoto, processImage, processProfilePicture } from './image-pipeline.ts';
import { avatarKey, documentPhotoKey, documentPhotoUrl, imageKeys, mediaUrl, SEALED_CONTENT_TYPE, videoKey, type MediaKind } from './media-keys.ts';
import type { MediaStorage, PutOptions } from '../../storage/storage.ts';
import {
  deleteExpiredTokens,
  deleteOtherAvatars,
  findAvatar,
  findOwnMedia,
  findToken,
  insertMediaObject,
  insertTokens,
  ownedMediaUrls,
  useToken,
  type MediaObject,
  type NewUploadToken,
  type StoredMedia,
  type UploadToken,
} from './upload-repo.ts';
import { checkedVideo } from './video-check.ts';
import { encryptDocumentPhoto } from '../../documents/document-cipher.ts';

export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
export const uploadUrl = (mediaId: string, token: string) => `/api/uploads/${mediaId}?token=${token}`;

type TokenGrant = Omit<NewUploadToken, 'token' | 'mediaId'>;

async function issueTokens(trx: Knex.Transaction, grants: TokenGrant[]): Promise<Array<{ url: string; mediaId: string }>> {
  const tokens = grants.map((grant) => ({ ...grant, token: randomBytes(32).toString('base64url'), mediaId: uuidv7() }));
  await insertTokens(trx, tokens, new Date(Date.now() + UPLOAD_URL_TTL_MS));
  return tokens.map((t) => ({ url: uploadUrl(t.mediaId, t.token), mediaId: t.mediaId }));
}

/**
 * The owner of a listing that is not deleted. The items module answers it; the app hands it to the
 * upload calls, so this module does not reach into the listings it stores media for.
 */
export type ListingOwnerLookup = (db: Knex, itemId: string) => Promise<string | undefined>;

async function authorizeUploadFor(trx: Knex.Transaction, listingOwner: ListingOwnerLookup, user: User, itemId: string): Promise<void> {
  authorize(user, 'listing.add-media', { ownerId: await listingOwner(trx, itemId) });
}

export async function issueImageUploads(
  trx: Knex.Transaction,
  storage: MediaStorage,
  listingOwner: ListingOwnerLookup,
  user: User,
  itemId: string,
  count: number,
): Promise<ImageUploads> {
  await authorizeUploadFor(trx, listingOwner, user, itemId);
  // One request uploads at most a listing's worth of photos on the user's active plan.
  const max = await photoLimit(trx, user);
  if (count > max) {
    throw tooManyPhotosError('imageCount', max);
  }
  await storage.check();
  const issued = await issueTokens(trx, Array.from({ length: count }, () => ({ userId: user.id, itemId, kind: 'image' as const })));
  return {
    uploadUrls: issued.map((upload) => upload.url),
    imageUrls: issued.map((upload) => mediaUrl(imageKeys(upload.mediaId).at(-1) ?? '')),
  };
}

export interface VideoUploadRequest {
  itemId: string;
  contentType: VideoContentType;
  contentLength: number;
}

export async function issueVideoUpload(
  trx: Knex.Transaction,
  storage: MediaStorage,
  listingOwner: ListingOwnerLookup,
  user: User,
  request: VideoUploadRequest,
): Promise<VideoUpload> {
  await authorizeUploadFor(trx, listingOwner, user, request.itemId);
  const limitMb = await videoLimitMb(trx, user);
  if (request.contentLength > megabytesToBytes(limitMb)) {
    throw fileTooLargeError(serverMessages.uploads.videoOverPlan(limitMb), megabytesToBytes(limitMb));
  }
  await storage.check();
  const [issued] = await issueTokens(trx, [
    { userId: user.id, itemId: request.itemId, kind: 'video', maxBytes: request.contentLength, contentType: request.contentType },
  ]);
  if (!issued) throw new Error('no upload token was issued');
  return { uploadUrl: issued.url, videoUrl: mediaUrl(videoKey(issued.mediaId, request.contentType)) };
}

export async function issueProfileUpload(trx: Knex.Transaction, storage: MediaStorage, user: User): Promise<ProfileUploadUrl> {
  await storage.check();
  const [issued] = await issueTokens(trx, [{ userId: user.id, itemId: null, kind: 'avatar' }]);
  if (!issued) throw new Error('no upload token was issued');
  return { uploadURL: issued.url };
}

/** Upload links for one or two photos of an identity document, stored privately. */
export async function issueDocumentPhotoUploads(trx: Knex.Transaction, storage: MediaStorage, user: User, count: number): Promise<DocumentImageUploads> {
  await storage.check();
  const issued = await issueTokens(trx, Array.from({ length: count }, () => ({ userId: user.id, itemId: null, kind: 'document' as const })));
  return { uploadUrls: issued.map((upload) => upload.url), imageUrls: issued.map((upload) => documentPhotoUrl(upload.mediaId)) };
}

const expired = () => new AppError(410, 'upload-url-expired', serverMessages.uploads.expired);

/** What a PUT to an upload URL answers: where the stored media is served, named by its kind. */
export type UploadAnswer = UploadedImage | UploadedVideo | UploadedProfilePicture;

export function uploadAnswer(kind: MediaKind, url: string): UploadAnswer {
  switch (kind) {
    case 'image':
      return { imageUrl: url };
    case 'video':
      return { videoUrl: url };
    case 'avatar':
      return { objectPath: url };
    case 'document':
      return { imageUrl: url };
  }
}

/**
 * Checks the token before the body is read, so a refused upload costs no bandwidth. A URL whose bytes
 * were already received answers as it did the first time (`received`): an outbox that lost that answer
 * must not be stuck on a 410. The stored answer, committed with the media record, usually replays it
 * before this is reached; this covers answers stored before they were (and keys already swept).
 */
export async function checkUploadToken(
  db: Knex,
  user: User,
  mediaId: string,
  token: string,
): Promise<{ token: UploadToken; received?: undefined } | { received: UploadAnswer }> {
  const found = token ? await findToken(db, token) : undefined;
  if (!found || found.mediaId !== mediaId) throw expired();
  authorize(user, 'upload.use-link', { issuedTo: found.userId });
  if (found.usedAt) {
    const media = await findOwnMedia(db, user.id, mediaId);
    if (!media) throw expired();
    return { received: uploadAnswer(media.kind, media.url) };
  }
  if (found.expiresAt.getTime() < Date.now()) throw expired();
  return { token: found };
}

/** The most a PUT to this upload URL may carry, and what a larger one is told. */
export function uploadLimit(found: UploadToken): { bytes: number; message: string } {
  switch (found.kind) {
    case 'image':
      return { bytes: MAX_IMAGE_UPLOAD_BYTES, message: serverMessages.uploads.photoTooLarge };
    case 'avatar':
      return { bytes: MAX_PROFILE_PICTURE_BYTES, message: serverMessages.uploads.pictureTooLarge };
    case 'document':
      return { bytes: MAX_IMAGE_UPLOAD_BYTES, message: serverMessages.uploads.photoTooLarge };
    case 'video':
      return { bytes: found.maxBytes ?? 0, message: serverMessages.uploads.videoOverDeclared };
  }
}

export interface UploadBody {
  stream: Readable;
  /** The declared Content-Length, already checked against uploadLimit. */
  length: number;
}

/**
 * Where the media of this upload link is served once received: known from the link alone, so the
 * answer can be stored in the transaction that records the media.
 */
export function receivedUrl(found: UploadToken): string {
  switch (found.kind) {
    case 'image':
      return mediaUrl(imageKeys(found.mediaId).at(-1) ?? '');
    case 'video':
      return mediaUrl(videoKey(found.mediaId, found.contentType as VideoContentType));
    case 'avatar':
      return mediaUrl(avatarKey(found.mediaId));
    case 'document':
      return documentPhotoUrl(found.mediaId);
  }
}

/**
 * Stores the objects, then uses the token and records the media through the request's one commit;
 * when anything fails the stored objects are removed again, so nothing half-uploaded stays behind.
 */
async function commitUpload(
  commit: Commit,
  storage: MediaStorage,
  token: string,
  objects: Array<{ key: string; body: Buffer | Readable } & PutOptions>,
  media: MediaObject,
): Promise<void> {
  try {
    // Settle every write before cleaning up, so a write still running cannot land after its removal.
    const written = await Promise.allSettled(objects.map((object) => storage.put(object.key, object.body, object)));
    const failed = written.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    await commit(async (trx) => {
      if (!(await useToken(trx, token))) throw expired();
      await insertMediaObject(trx, media);
    });
  } catch (error) {
    await Promise.all(objects.map((object) => storage.remove(object.key).catch(() => undefined)));
    throw error;
  }
}

/** Receives the bytes sent to an upload link, of the kind the link was issued for; answers where they are served. */
export type Receive = (commit: Commit, storage: MediaStorage, user: User, found: UploadToken, token: string, body: UploadBody) => Promise<string>;

export const receiveImage: Receive = async (commit, storage, user, found, token, body) => {
  const bytes = await getRawBody(body.stream, { length: body.length, limit: MAX_IMAGE_UPLOAD_BYTES });
  const image = await processImage(bytes);
  const keys = imageKeys(found.mediaId);
  const full = image.variants.at(-1);
  if (!full || image.variants.length !== keys.length) throw new Error('the image pipeline made an unexpected set of variants');
  const url = receivedUrl(found);
  await commitUpload(
    commit,
    storage,
    token,
    image.variants.map((variant, index) => ({ key: keys[index] ?? '', body: variant.bytes, contentType: 'image/webp', length: variant.bytes.length })),
    { id: found.mediaId, ownerId: user.id, itemId: found.itemId, kind: 'image', url, contentType: 'image/webp', width: image.width, height: image.height, bytes: full.bytes.length },
  );
  return url;
};

export const receiveVideo: Receive = async (commit, storage, user, found, token, body) => {
  const contentType = found.contentType as VideoContentType;
  const key = videoKey(found.mediaId, contentType);
  const url = receivedUrl(found);
  const stream = await checkedVideo(body.stream, contentType);
  await commitUpload(commit, storage, token, [{ key, body: stream, contentType, length: body.length }], {
    id: found.mediaId,
    ownerId: user.id,
    itemId: found.itemId,
    kind: 'video',
    url,
    contentType,
    bytes: body.length,
  });
  return url;
};

export const receiveProfilePicture: Receive = async (commit, storage, user, found, token, body) => {
  const bytes = await getRawBody(body.stream, { length: body.length, limit: MAX_PROFILE_PICTURE_BYTES });
  const picture = await processProfilePicture(bytes);
  const key = avatarKey(found.mediaId);
  const url = receivedUrl(found);
  await commitUpload(commit, storage, token, [{ key, body: picture, contentType: 'image/webp', length: picture.length }], {
    id: found.mediaId,
    ownerId: user.id,
    itemId: null,
    kind: 'avatar',
    url,
    contentType: 'image/webp',
    bytes: picture.length,
  });
  return url;
};

/**
 * An identity document photo: one WebP under `d/`, never under /media (media-keys.ts), encrypted with
 * the documents' key (bound to its media id) and stored private: a card's photo shows its full number.
 */
export const receiveDocumentPhoto =
  (documentKey: Buffer): Receive =>
  async (commit, storage, user, found, token, body) => {
    const bytes = await getRawBody(body.stream, { length: body.length, limit: MAX_IMAGE_UPLOAD_BYTES });
    const photo = await processDocumentPhoto(bytes);
    const url = receivedUrl(found);
    const sealed = encryptDocumentPhoto(documentKey, found.mediaId, photo.bytes);
    const stored = { key: documentPhotoKey(found.mediaId), body: sealed, contentType: SEALED_CONTENT_TYPE, length: sealed.length, private: true };
    await commitUpload(commit, storage, token, [stored], {
      id: found.mediaId,
      ownerId: user.id,
      itemId: null,
      kind: 'document',
      url,
      contentType: 'image/webp',
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes.length,
    });
    return url;
  };

export type { StoredMedia };

/** Which of these media URLs the user uploaded for this listing: a listing gains only its owner's own uploads. */
export const mediaUploadedFor = (db: Knex, ownerId: string, itemId: string, urls: string[]): Promise<Set<string>> => ownedMediaUrls(db, ownerId, itemId, urls);

/** The profile picture the user uploaded under this media id, if they did. */
export const uploadedAvatar = (db: Knex, ownerId: string, mediaId: string): Promise<StoredMedia | undefined> => findAvatar(db, ownerId, mediaId);

/** Forgets the user's other profile pictures; answers them, for their files to go once this commits. */
export const dropOtherAvatars = (db: Knex, ownerId: string, keep: string): Promise<StoredMedia[]> => deleteOtherAvatars(db, ownerId, keep);

/** Forgets upload links that expired before `before` (the hourly sweep). */
export const forgetExpiredUploadLinks = (db: Knex, before: Date): Promise<void> => deleteExpiredTokens(db, before);
