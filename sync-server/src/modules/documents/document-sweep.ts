/**
 * The hourly sweep's share of identity documents: photos of decided documents still on record, and
 * document photos never attached to a document a day after their upload.
 */
import type { Knex } from 'knex';
import { now } from '../../clock.ts';
import { removeStoredMedia, type MediaCleanup } from '../media/index.ts';
import { deleteDuePhotos, deleteUnattachedPhotos } from './document-repo.ts';

/*
 * A decision erases its photos; documents decided by older servers kept theirs a week. Unattached
 * photos come from a form closed after its photos went up; unlike listing photos they are not kept for
 * an offline outbox: a document is only ever submitted online.
 */

export const UNATTACHED_DOCUMENT_PHOTO_MS = 24 * 60 * 60 * 1000;

/** Answers how many photos went (records first, then their files). */
export async function sweepDocumentPhotos(db: Knex, cleanup: MediaCleanup, at: Date = now()): Promise<number> {
  const removed = [...(await deleteDuePhotos(db, at)), ...(await deleteUnattachedPhotos(db, new Date(at.getTime() - UNATTACHED_DOCUMENT_PHOTO_MS)))];
  await removeStoredMedia(cleanup, removed);
  return removed.length;
}
