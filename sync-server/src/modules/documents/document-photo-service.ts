/**
 * Serving an identity document's photo (issue 13): to the document's owner and administrators only.
 * Everyone else, signed out included, gets the same 404 as for a photo that does not exist, so an
 * address alone tells nothing.
 */
import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { AppError } from '../../errors.ts';
import { documentPhotoKey } from '../../media/media-keys.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { can } from '../../policy/policy.ts';
import { findDocumentPhoto } from './document-repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const photoNotFound = (): AppError => new AppError(404, 'not-found', documentMessages.server.photoNotFound);

export async function documentPhoto(db: Knex, storage: MediaStorage, user: User | undefined, mediaId: string): Promise<{ stream: Readable; length: number }> {
  if (!UUID.test(mediaId)) throw photoNotFound();
  const photo = await findDocumentPhoto(db, mediaId);
  // A photo not yet attached belongs to whoever uploaded it; an attached one to its document's owner.
  if (!photo || !can(user, 'document.see-photos', { userId: photo.document_owner ?? photo.owner_id })) throw photoNotFound();
  const key = documentPhotoKey(mediaId);
  const length = await storage.size(key);
  if (length === undefined) throw photoNotFound();
  return { stream: await storage.read(key), length };
}
