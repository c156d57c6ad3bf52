/** SQL for upload tokens and media objects. */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { MediaKind } from './media-keys.ts';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface UploadToken {
  userId: string;
  itemId: string | null;
  kind: MediaKind;
  mediaId: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** Videos: the size granted (the declared length, within the plan's limit). */
  maxBytes: number | null;
  /** Videos: the declared container type. */
  contentType: string | null;
}

interface UploadTokenRow {
  user_id: string;
  item_id: string | null;
  kind: MediaKind;
  media_id: string;
  expires_at: Date;
  used_at: Date | null;
  max_bytes: number | null;
  content_type: string | null;
}

const toUploadToken = (row: UploadTokenRow): UploadToken => ({
  userId: row.user_id,
  itemId: row.item_id,
  kind: row.kind,
  mediaId: row.media_id,
  expiresAt: new Date(row.expires_at),
  usedAt: row.used_at === null ? null : new Date(row.used_at),
  maxBytes: row.max_bytes === null ? null : Number(row.max_bytes),
  contentType: row.content_type,
});

export interface NewUploadToken {
  token: string;
  userId: string;
  itemId: string | null;
  kind: MediaKind;
  mediaId: string;
  maxBytes?: number;
  contentType?: string;
}

export async function insertTokens(db: Knex, tokens: NewUploadToken[], expiresAt: Date): Promise<void> {
  await db('upload_tokens').insert(
    tokens.map((t) => ({
      token_hash: hashToken(t.token),
      user_id: t.userId,
      item_id: t.itemId,
      kind: t.kind,
      media_id: t.mediaId,
      max_bytes: t.maxBytes ?? null,
      content_type: t.contentType ?? null,
      expires_at: expiresAt,
    })),
  );
}

export async function findToken(db: Knex, token: string): Promise<UploadToken | undefined> {
  const row: UploadTokenRow | undefined = await db('upload_tokens')
    .where({ token_hash: hashToken(token) })
    .first('user_id', 'item_id', 'kind', 'media_id', 'expires_at', 'used_at', 'max_bytes', 'content_type');
  return row && toUploadToken(row);
}

/** Marks the token used; false when another request used it first. */
export async function useToken(trx: Knex.Transaction, token: string): Promise<boolean> {
  const updated = await trx('upload_tokens').where({ token_hash: hashToken(token) }).whereNull('used_at').update({ used_at: trx.fn.now() });
  return updated > 0;
}

/** Upload links are short-lived; used and expired ones are of no further use. */
export async function deleteExpiredTokens(db: Knex, before: Date): Promise<void> {
  await db('upload_tokens').where('expires_at', '<', before).delete();
}

export interface MediaObject {
  id: string;
  ownerId: string;
  itemId: string | null;
  kind: MediaKind;
  url: string;
  contentType: string;
  width?: number;
  height?: number;
  bytes: number;
}

export async function insertMediaObject(trx: Knex.Transaction, media: MediaObject): Promise<void> {
  await trx('media_objects').insert({
    id: media.id,
    owner_id: media.ownerId,
    item_id: media.itemId,
    kind: media.kind,
    url: media.url,
    content_type: media.contentType,
    width: media.width ?? null,
    height: media.height ?? null,
    bytes: media.bytes,
  });
}

/** The URLs among these that this user uploaded for this listing. */
export async function ownedMediaUrls(db: Knex, ownerId: string, itemId: string, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows: Array<{ url: string }> = await db('media_objects').where({ owner_id: ownerId, item_id: itemId }).whereIn('url', urls).select('url');
  return new Set(rows.map((row) => row.url));
}

export interface StoredMedia {
  id: string;
  kind: MediaKind;
  url: string;
}

const STORED_MEDIA = ['id', 'kind', 'url'] as const;

/**
 * Deletes and returns the records of listing media no live listing shows: media of a deleted listing,
 * of a listing that was never saved, or taken off its listing. Narrowed to one listing, to some URLs
 * and to uploads older than a moment (fresh uploads wait for their listing to be saved).
 */
export async function deleteDetachedMedia(
  db: Knex,
  scope: { itemId?: string; urls?: readonly string[]; createdBefore?: Date },
): Promise<StoredMedia[]> {
  if (scope.urls && !scope.urls.length) return [];
  const query = db('media_objects as m')
    .whereIn('m.kind', ['image', 'video'])
    .whereNotExists(
      db('items as i')
        .whereRaw('i.id = m.item_id')
        .whereNull('i.deleted_at')
        .where((shown) => shown.whereRaw('m.url = ANY(i.image_urls)').orWhereRaw('m.url = i.video_url')),
    );
  if (scope.itemId) query.where('m.item_id', scope.itemId);
  if (scope.urls) query.whereIn('m.url', [...scope.urls]);
  if (scope.createdBefore) query.where('m.created_at', '<', scope.createdBefore);
  return query.delete().returning([...STORED_MEDIA]);
}

/** Deletes and returns the records of profile pictures that are no account's picture. */
export async function deleteUnusedAvatars(db: Knex, createdBefore: Date): Promise<StoredMedia[]> {
  return db('media_objects as m')
    .where('m.kind', 'avatar')
    .where('m.created_at', '<', createdBefore)
    .whereNotExists(db('users as u').whereRaw('u.id = m.owner_id').whereRaw('u.profile_image_url = m.url'))
    .delete()
    .returning([...STORED_MEDIA]);
}

/** A media object this user uploaded, whatever its kind. */
export async function findOwnMedia(db: Knex, ownerId: string, mediaId: string): Promise<StoredMedia | undefined> {
  return db('media_objects').where({ id: mediaId, owner_id: ownerId }).first(...STORED_MEDIA);
}

export async function findAvatar(db: Knex, ownerId: string, mediaId: string): Promise<StoredMedia | undefined> {
  return db('media_objects').where({ id: mediaId, owner_id: ownerId, kind: 'avatar' }).first('id', 'kind', 'url');
}

/** Deletes the records of this user's profile pictures other than `keep` and returns them. */
export async function deleteOtherAvatars(db: Knex, ownerId: string, keep: string): Promise<StoredMedia[]> {
  return db('media_objects').where({ owner_id: ownerId, kind: 'avatar' }).whereNot({ id: keep }).delete().returning([...STORED_MEDIA]);
}
