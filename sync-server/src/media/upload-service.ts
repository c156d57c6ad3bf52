/**
 * Photo uploads (spec §7, DESIGN.md §9): POST /api/upload/images hands out short-lived, single-use
 * upload URLs bound to the signed-in user and one listing; PUT to such a URL runs the image pipeline
 * and stores the variants. Only the listing's owner may upload for it (a listing not saved yet — a
 * client-made id — belongs to whoever uploads first and then saves it).
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { User } from '@shared/api.ts';
import { AppError } from '../errors.ts';
import { itemOwner } from '../modules/items/item-repo.ts';
import { processImage } from './image-pipeline.ts';
import type { MediaStorage } from './storage.ts';
import { findToken, insertMediaObject, insertTokens, useToken } from './upload-repo.ts';

export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
export const uploadPath = (token: string) => `/api/uploads/${token}`;
const imageKey = (mediaId: string, width?: number) => `i/${mediaId}${width ? `-${width}` : ''}.webp`;

export interface IssuedUploads {
  uploadUrls: string[];
  imageUrls: string[];
}

export async function issueImageUploads(db: Knex, user: User, itemId: string, count: number): Promise<IssuedUploads> {
  const owner = await itemOwner(db, itemId);
  if (owner && owner !== user.id) throw new AppError(403, 'forbidden', 'Only the owner of this listing can add photos to it.');
  const tokens = Array.from({ length: count }, () => ({
    token: randomBytes(32).toString('base64url'),
    userId: user.id,
    itemId,
    mediaId: uuidv7(),
  }));
  await insertTokens(db, tokens, new Date(Date.now() + UPLOAD_URL_TTL_MS));
  return {
    uploadUrls: tokens.map((t) => uploadPath(t.token)),
    imageUrls: tokens.map((t) => `/media/${imageKey(t.mediaId)}`),
  };
}

const expired = () => new AppError(410, 'upload-url-expired', 'This upload link has expired or was already used. Please try again.');

/** Checks the token before the body is read, so a refused upload costs no bandwidth. */
export async function checkUploadToken(db: Knex, user: User, token: string) {
  const found = await findToken(db, token);
  if (!found || found.used_at || new Date(found.expires_at).getTime() < Date.now()) throw expired();
  if (found.user_id !== user.id) throw new AppError(403, 'forbidden', 'This upload link belongs to another account.');
  return found;
}

export async function storeImage(db: Knex, storage: MediaStorage, user: User, token: string, bytes: Buffer): Promise<string> {
  const found = await checkUploadToken(db, user, token);
  const image = await processImage(bytes);
  const full = image.variants.at(-1);
  if (!full) throw new Error('the image pipeline made no variant');
  const keys = image.variants.map((variant, index) => imageKey(found.media_id, index === image.variants.length - 1 ? undefined : variant.width));
  const url = `/media/${imageKey(found.media_id)}`;
  try {
    await Promise.all(image.variants.map((variant, index) => storage.put(keys[index] ?? '', variant.bytes)));
    await db.transaction(async (trx) => {
      if (!(await useToken(trx, token))) throw expired();
      await insertMediaObject(trx, { id: found.media_id, ownerId: user.id, itemId: found.item_id, url, width: image.width, height: image.height, bytes: full.bytes.length });
    });
  } catch (error) {
    // Nothing half-stored: the variants go when the upload does not complete.
    await Promise.all(keys.map((key) => storage.remove(key)));
    throw error;
  }
  return url;
}
