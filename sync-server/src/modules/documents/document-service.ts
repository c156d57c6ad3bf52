/**
 * An identity document's owner's calls: list, submit, resubmit a rejected one.
 * The number is encrypted for its row before it reaches the database and never leaves it again to
 * its owner, who sees the last four characters.
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { User, VerificationDocument } from '@shared/api.ts';
import { lastFour } from '@shared/documents/document-rules.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import type { DocumentPayload } from '@shared/schemas/document.ts';
import { now } from '../../clock.ts';
import { encryptDocumentNumber } from '../../documents/document-cipher.ts';
import { AppError } from '../../errors.ts';
import { authorize } from '../../policy/policy.ts';
import type { StoredMedia } from '../media/index.ts';
import {
  attachPhotos,
  deletePhotosExcept,
  findDocument,
  hasDocumentOfType,
  insertDocument,
  listUserDocuments,
  lockDocument,
  resubmitDocument,
} from './document-repo.ts';
import { toVerificationDocument } from './document-view.ts';

const m = documentMessages;

export const documentNotFound = (): AppError => new AppError(404, 'not-found', m.server.notFound);

const typeTaken = (): AppError =>
  new AppError(409, 'document-type-taken', m.validation.typeTaken, { documentType: m.validation.typeTaken });

/** Photos the user did not upload as document photos, or already on another document: a 400 on the field. */
const badPhotos = (): AppError => new AppError(400, 'invalid-input', m.validation.photoUrl, { documentImageUrls: m.validation.photoUrl });

export async function ownDocuments(db: Knex, user: User): Promise<VerificationDocument[]> {
  return (await listUserDocuments(db, user.id)).map(toVerificationDocument);
}

async function attachAll(trx: Knex.Transaction, user: User, documentId: string, urls: readonly string[]): Promise<void> {
  const unique = [...new Set(urls)];
  if (unique.length !== urls.length) throw badPhotos();
  if ((await attachPhotos(trx, user.id, documentId, unique)) !== unique.length) throw badPhotos();
}

async function answer(trx: Knex.Transaction, id: string): Promise<VerificationDocument> {
  const row = await findDocument(trx, id);
  if (!row) throw new Error(`document ${id} vanished inside its own transaction`);
  return toVerificationDocument(row);
}

/** POST: a new pending document of a type the user has not submitted yet. */
export async function submitDocument(trx: Knex.Transaction, key: Buffer, user: User, payload: DocumentPayload): Promise<VerificationDocument> {
  // Checked first for a clear answer; a race past it meets the unique index, answered the same way
  // (middleware/error-handler.ts).
  if (await hasDocumentOfType(trx, user.id, payload.documentType)) throw typeTaken();
  const id = uuidv7();
  await insertDocument(trx, {
    id,
    userId: user.id,
    documentType: payload.documentType,
    numberCiphertext: encryptDocumentNumber(key, id, payload.documentNumber),
    numberLast4: lastFour(payload.documentNumber),
    holderName: payload.holderName,
    at: now(),
  });
  await attachAll(trx, user, id, payload.documentImageUrls);
  return answer(trx, id);
}

/**
 * PUT: a rejected document back to pending with a new number, holder and photos. Answers the photos
 * it replaced, whose files go once the change is committed.
 */
export async function resubmit(
  trx: Knex.Transaction,
  key: Buffer,
  user: User,
  id: string,
  payload: DocumentPayload,
): Promise<{ document: VerificationDocument; replaced: StoredMedia[] }> {
  const locked = await lockDocument(trx, id);
  // Someone else's document is not found: a 403 would tell that it exists.
  if (!locked || locked.user_id !== user.id) throw documentNotFound();
  authorize(user, 'document.own', { userId: locked.user_id });
  if (locked.status !== 'rejected') throw new AppError(409, 'document-closed', m.validation.notResubmittable);
  if (payload.documentType !== locked.document_type) {
    throw new AppError(400, 'invalid-input', m.validation.typeUnchangeable, { documentType: m.validation.typeUnchangeable });
  }
  await resubmitDocument(trx, id, {
    numberCiphertext: encryptDocumentNumber(key, id, payload.documentNumber),
    numberLast4: lastFour(payload.documentNumber),
    holderName: payload.holderName,
    at: now(),
  });
  const replaced = await deletePhotosExcept(trx, id, payload.documentImageUrls);
  await attachAll(trx, user, id, payload.documentImageUrls);
  return { document: await answer(trx, id), replaced };
}
