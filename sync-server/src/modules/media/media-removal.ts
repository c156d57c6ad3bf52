/**
 * Removing stored objects once their records are gone (media of a deleted listing is
 * removed). Records go first, in the caller's transaction; a store that fails to delete an object
 * leaves an unreferenced file (logged), never a listing pointing at a missing one.
 */
import type { Knex } from 'knex';
import { UNATTACHED_UPLOAD_LIFETIME_MS } from '@shared/timings.ts';
import type { Logger } from '../../logger.ts';
import { keysOfUrl } from './media-keys.ts';
import type { MediaStorage } from '../../storage/storage.ts';
import { deleteDetachedMedia, deleteUnusedAvatars, type StoredMedia } from './upload-repo.ts';

export interface MediaCleanup {
  storage: MediaStorage;
  log: Logger;
}

export async function removeStoredMedia({ storage, log }: MediaCleanup, media: readonly StoredMedia[]): Promise<void> {
  const keys = media.flatMap((item) => keysOfUrl(item.kind, item.url));
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  const failed = keys.filter((_, index) => results[index]?.status === 'rejected');
  if (failed.length) log.warn({ keys: failed }, 'stored media could not be removed');
}

/**
 * Uploads never attached are abandoned (a form closed after its photos went up) once no write could
 * attach them any more: a phone's outbox may upload photos, lose its connection and save the listing
 * weeks later — as long as its key lives — and its photos must still be there.
 */
export const ABANDONED_AFTER_MS = UNATTACHED_UPLOAD_LIFETIME_MS;

/**
 * Removes the media of one listing that it no longer shows (all of it once the listing is deleted),
 * or only those of `urls`. Safe to call at any time: it checks the listing as committed.
 */
export async function removeDetachedItemMedia(db: Knex, cleanup: MediaCleanup, itemId: string, urls?: readonly string[]): Promise<void> {
  await removeStoredMedia(cleanup, await deleteDetachedMedia(db, urls ? { itemId, urls } : { itemId }));
}

/** The periodic sweep: detached and abandoned uploads of every listing and account. */
export async function sweepUnusedMedia(db: Knex, cleanup: MediaCleanup, now = new Date()): Promise<number> {
  const createdBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const removed = [...(await deleteDetachedMedia(db, { createdBefore })), ...(await deleteUnusedAvatars(db, createdBefore))];
  await removeStoredMedia(cleanup, removed);
  return removed.length;
}
