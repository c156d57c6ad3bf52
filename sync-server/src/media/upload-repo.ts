/** SQL for upload tokens and media objects. */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface UploadToken {
  user_id: string;
  item_id: string;
  kind: 'image';
  media_id: string;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertTokens(
  db: Knex,
  tokens: Array<{ token: string; userId: string; itemId: string; mediaId: string }>,
  expiresAt: Date,
): Promise<void> {
  await db('upload_tokens').insert(
    tokens.map((t) => ({ token_hash: hashToken(t.token), user_id: t.userId, item_id: t.itemId, kind: 'image', media_id: t.mediaId, expires_at: expiresAt })),
  );
}

export async function findToken(db: Knex, token: string): Promise<UploadToken | undefined> {
  return db('upload_tokens').where({ token_hash: hashToken(token) }).first('user_id', 'item_id', 'kind', 'media_id', 'expires_at', 'used_at');
}

/** Marks the token used; false when another request used it first. */
export async function useToken(db: Knex, token: string): Promise<boolean> {
  const updated = await db('upload_tokens').where({ token_hash: hashToken(token) }).whereNull('used_at').update({ used_at: db.fn.now() });
  return updated > 0;
}

export async function insertMediaObject(
  db: Knex,
  media: { id: string; ownerId: string; itemId: string; url: string; width: number; height: number; bytes: number },
): Promise<void> {
  await db('media_objects').insert({
    id: media.id,
    owner_id: media.ownerId,
    item_id: media.itemId,
    kind: 'image',
    url: media.url,
    width: media.width,
    height: media.height,
    bytes: media.bytes,
  });
}

/** The URLs among these that this user uploaded for this listing. */
export async function ownedMediaUrls(db: Knex, ownerId: string, itemId: string, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows: Array<{ url: string }> = await db('media_objects').where({ owner_id: ownerId, item_id: itemId }).whereIn('url', urls).select('url');
  return new Set(rows.map((row) => row.url));
}
