/**
 * Serving an identity document's photo: to the document's owner and administrators only. Everyone
 * else, signed out included, gets the same 404 as for a photo that does not exist, so an address alone
 * tells nothing. The stored object is encrypted (document-cipher.ts); it is decrypted here, in memory
 * (a document photo is at most a few hundred kilobytes), for the one answer.
 */
import { buffer } from 'node:stream/consumers';
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { decryptDocumentPhoto } from '../../documents/document-cipher.ts';
import { AppError } from '../../errors.ts';
import { documentPhotoKey } from '../media/index.ts';
import type { MediaStorage } from '../../storage/storage.ts';
import { can } from '../../policy/policy.ts';
import { findDocumentPhoto } from './document-repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const photoNotFound = (): AppError => new AppError(404, 'not-found', documentMessages.server.photoNotFound);

export interface DocumentPhotoAccess {
  db: Knex;
  storage: MediaStorage;
  documentKey: Buffer;
}

/** The photo's WebP bytes, for its document's owner (its uploader, before it is attached) or an administrator. */
export async function documentPhoto({ db, storage, documentKey }: DocumentPhotoAccess, user: User | undefined, mediaId: string): Promise<Buffer> {
  if (!UUID.test(mediaId)) throw photoNotFound();
  const photo = await findDocumentPhoto(db, mediaId);
  // A photo not yet attached belongs to whoever uploaded it; an attached one to its document's owner.
  if (!photo || !can(user, 'document.see-photos', { userId: photo.document_owner ?? photo.owner_id })) throw photoNotFound();
  const key = documentPhotoKey(mediaId);
  let sealed: Buffer;
  try {
    sealed = await buffer(await storage.read(key));
  } catch (error) {
    // Asked only when the read fails, so a photo that is there costs one call to the store, not two.
    if ((await storage.size(key)) === undefined) throw photoNotFound();
    throw error;
  }
  return decryptDocumentPhoto(documentKey, mediaId, sealed);
}
