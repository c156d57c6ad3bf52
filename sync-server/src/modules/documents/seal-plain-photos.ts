/**
 * Servers before photo encryption stored each identity document photo as a plain WebP
 * (plainDocumentPhotoKey). At start every recorded one still stored so is encrypted into its sealed
 * object and the plain file removed. A photo that fails is logged and tried again at the next start;
 * until then its address answers 404 rather than serving plain bytes.
 */
import { buffer } from 'node:stream/consumers';
import type { Knex } from 'knex';
import { encryptDocumentPhoto } from '../../documents/document-cipher.ts';
import type { Logger } from '../../logger.ts';
import { documentPhotoKey, plainDocumentPhotoKey, SEALED_CONTENT_TYPE } from '../media/index.ts';
import type { MediaStorage } from '../../storage/storage.ts';
import { documentPhotoIds } from './document-repo.ts';

/** Answers how many plain photos were sealed. */
export async function sealPlainDocumentPhotos(db: Knex, storage: MediaStorage, documentKey: Buffer, log: Logger): Promise<number> {
  let sealed = 0;
  for (const mediaId of await documentPhotoIds(db)) {
    const plainKey = plainDocumentPhotoKey(mediaId);
    try {
      if ((await storage.size(plainKey)) === undefined) continue;
      const bytes = encryptDocumentPhoto(documentKey, mediaId, await buffer(await storage.read(plainKey)));
      await storage.put(documentPhotoKey(mediaId), bytes, { contentType: SEALED_CONTENT_TYPE, length: bytes.length, private: true });
      await storage.remove(plainKey);
      sealed += 1;
    } catch (err) {
      log.warn({ err, mediaId }, 'a plain document photo could not be encrypted; trying again at the next start');
    }
  }
  return sealed;
}
