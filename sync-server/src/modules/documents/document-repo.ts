/**
 * SQL of identity documents, the only place that knows their columns. The number's
 * ciphertext leaves this module only to the service that decrypts it for an administrator.
 */
import type { Knex } from 'knex';
import type { DocumentDecision, DocumentStatus, DocumentType } from '@shared/api.ts';
import type { StoredMedia } from '../media/index.ts';

export interface DocumentRow {
  id: string;
  user_id: string;
  document_type: DocumentType;
  number_ciphertext: Buffer | null;
  number_last4: string;
  holder_name: string;
  status: DocumentStatus;
  rejection_reason: string | null;
  created_at: Date;
  submitted_at: Date;
  verified_at: Date | null;
  verified_by: string | null;
  /** Where the document's photos are served, oldest upload first. */
  image_urls: string[];
}

/** A document with its owner, as administrators list it. */
export interface AdminDocumentRow extends DocumentRow {
  username: string;
  full_name: string | null;
  email: string;
  profile_image_url: string | null;
  is_verified: boolean;
}

const DOCUMENT_COLUMNS = [
  'd.id',
  'd.user_id',
  'd.document_type',
  'd.number_ciphertext',
  'd.number_last4',
  'd.holder_name',
  'd.status',
  'd.rejection_reason',
  'd.created_at',
  'd.submitted_at',
  'd.verified_at',
  'd.verified_by',
];

/** Photo ids are UUIDv7 (time-ordered), so ordering by id keeps the order they were uploaded in. */
const imageUrls = (db: Knex) =>
  db.raw("coalesce((SELECT array_agg(m.url ORDER BY m.id) FROM media_objects m WHERE m.document_id = d.id AND m.kind = 'document'), '{}') AS image_urls");

const selectDocuments = (db: Knex) => db('verification_documents as d').select(...DOCUMENT_COLUMNS, imageUrls(db));

/** The user's own documents, newest first. */
export async function listUserDocuments(db: Knex, userId: string): Promise<DocumentRow[]> {
  return selectDocuments(db).where('d.user_id', userId).orderBy([{ column: 'd.created_at', order: 'desc' }, { column: 'd.id', order: 'desc' }]);
}

export async function findDocument(db: Knex, id: string): Promise<DocumentRow | undefined> {
  return selectDocuments(db).where('d.id', id).first();
}

/** Locks the document's row for the rest of the transaction (a decision or resubmission in progress). */
export async function lockDocument(trx: Knex.Transaction, id: string): Promise<{ user_id: string; status: DocumentStatus; document_type: DocumentType } | undefined> {
  return trx('verification_documents').where({ id }).forUpdate().first('user_id', 'status', 'document_type');
}

export async function hasDocumentOfType(db: Knex, userId: string, type: DocumentType): Promise<boolean> {
  return Boolean(await db('verification_documents').where({ user_id: userId, document_type: type }).first('id'));
}

export interface NewDocument {
  id: string;
  userId: string;
  documentType: DocumentType;
  numberCiphertext: Buffer;
  numberLast4: string;
  holderName: string;
  at: Date;
}

export async function insertDocument(trx: Knex.Transaction, document: NewDocument): Promise<void> {
  await trx('verification_documents').insert({
    id: document.id,
    user_id: document.userId,
    document_type: document.documentType,
    number_ciphertext: document.numberCiphertext,
    number_last4: document.numberLast4,
    holder_name: document.holderName,
    status: 'pending',
    verification_method: 'manual',
    created_at: document.at,
    submitted_at: document.at,
  });
}

/** Puts a rejected document back to pending with a new number and holder; false when it was not rejected. */
export async function resubmitDocument(
  trx: Knex.Transaction,
  id: string,
  fields: { numberCiphertext: Buffer; numberLast4: string; holderName: string; at: Date },
): Promise<boolean> {
  const updated = await trx('verification_documents').where({ id, status: 'rejected' }).update({
    status: 'pending',
    number_ciphertext: fields.numberCiphertext,
    number_last4: fields.numberLast4,
    holder_name: fields.holderName,
    rejection_reason: null,
    submitted_at: fields.at,
    verified_at: null,
    verified_by: null,
    photos_delete_after: null,
  });
  return updated > 0;
}

/**
 * Attaches the user's own, still unattached document photos of these URLs (or ones already on this
 * document) to it; answers how many are attached, so the caller can refuse any it did not own.
 */
export async function attachPhotos(trx: Knex.Transaction, ownerId: string, documentId: string, urls: readonly string[]): Promise<number> {
  if (!urls.length) return 0;
  const rows: Array<{ id: string }> = await trx('media_objects')
    .where({ owner_id: ownerId, kind: 'document' })
    .whereIn('url', [...urls])
    .where((free) => free.whereNull('document_id').orWhere('document_id', documentId))
    .update({ document_id: documentId })
    .returning('id');
  return rows.length;
}

/** Deletes and returns the records of this document's photos other than `keep` (a resubmission's new set; none at a decision). */
export async function deletePhotosExcept(trx: Knex.Transaction, documentId: string, keep: readonly string[]): Promise<StoredMedia[]> {
  const query = trx('media_objects').where({ document_id: documentId, kind: 'document' });
  if (keep.length) query.whereNotIn('url', [...keep]);
  return query.delete().returning(['id', 'kind', 'url']);
}

export interface Decision {
  documentId: string;
  adminId: string;
  adminUsername: string;
  decision: 'verified' | 'rejected';
  rejectionReason: string | null;
  at: Date;
}

/** Records a decision: the number's ciphertext goes in the same statement that ends the pending state. */
export async function decideDocument(trx: Knex.Transaction, decision: Decision): Promise<void> {
  await trx('verification_documents').where({ id: decision.documentId, status: 'pending' }).update({
    status: decision.decision,
    number_ciphertext: null,
    rejection_reason: decision.rejectionReason,
    verified_at: decision.at,
    verified_by: decision.adminId,
    // When the photos went: their records are deleted with the decision, their files right after it.
    photos_delete_after: decision.at,
  });
  await trx('document_decisions').insert({
    document_id: decision.documentId,
    admin_id: decision.adminId,
    admin_username: decision.adminUsername,
    decision: decision.decision,
    rejection_reason: decision.rejectionReason,
    decided_at: decision.at,
  });
}

/** Sets the verified flag every read uses; the flag is derived from the documents. */
export async function markUserVerified(trx: Knex.Transaction, userId: string): Promise<boolean> {
  const updated = await trx('users').where({ id: userId, is_verified: false }).update({ is_verified: true });
  return updated > 0;
}

export type StatusFilter = 'all' | 'pending' | 'verified' | 'rejected';

export interface SubmittedCursor {
  at: string;
  id: string;
}

/** One page for administrators, newest submission first (pending ones too: the filter narrows to them). */
export async function listAdminDocuments(
  db: Knex,
  status: StatusFilter,
  limit: number,
  after?: SubmittedCursor,
): Promise<{ rows: AdminDocumentRow[]; next: SubmittedCursor | null }> {
  const query = selectDocuments(db)
    .join('users as u', 'u.id', 'd.user_id')
    .select('u.username', 'u.full_name', 'u.email', 'u.profile_image_url', 'u.is_verified')
    .orderBy([{ column: 'd.submitted_at', order: 'desc' }, { column: 'd.id', order: 'desc' }])
    .limit(limit + 1);
  if (status !== 'all') query.where('d.status', status);
  if (after) query.whereRaw('(d.submitted_at, d.id) < (?, ?)', [after.at, after.id]);
  const rows: AdminDocumentRow[] = await query;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? { at: new Date(last.submitted_at).toISOString(), id: last.id } : null };
}

export async function findAdminDocument(db: Knex, id: string): Promise<AdminDocumentRow | undefined> {
  return selectDocuments(db)
    .join('users as u', 'u.id', 'd.user_id')
    .select('u.username', 'u.full_name', 'u.email', 'u.profile_image_url', 'u.is_verified')
    .where('d.id', id)
    .first();
}

/** The decisions on these documents, oldest first, by document id. */
export async function decisionsOf(db: Knex, documentIds: readonly string[]): Promise<Map<string, DocumentDecision[]>> {
  const byDocument = new Map<string, DocumentDecision[]>();
  if (!documentIds.length) return byDocument;
  const rows: Array<{ document_id: string; decision: 'verified' | 'rejected'; rejection_reason: string | null; decided_at: Date; admin_id: string | null; admin_username: string }> =
    await db('document_decisions')
      .whereIn('document_id', [...documentIds])
      .orderBy([{ column: 'decided_at' }, { column: 'id' }])
      .select('document_id', 'decision', 'rejection_reason', 'decided_at', 'admin_id', 'admin_username');
  for (const row of rows) {
    const list = byDocument.get(row.document_id) ?? [];
    list.push({
      decision: row.decision,
      rejectionReason: row.rejection_reason,
      decidedAt: new Date(row.decided_at).toISOString(),
      adminId: row.admin_id,
      adminUsername: row.admin_username,
    });
    byDocument.set(row.document_id, list);
  }
  return byDocument;
}

export async function countDocuments(db: Knex): Promise<Record<StatusFilter, number>> {
  const rows: Array<{ status: string; count: string | number }> = await db('verification_documents').groupBy('status').select('status').count({ count: '*' });
  const counts = { all: 0, pending: 0, verified: 0, rejected: 0 };
  for (const row of rows) {
    const count = Number(row.count);
    counts.all += count;
    if (row.status === 'pending' || row.status === 'verified' || row.status === 'rejected') counts[row.status] += count;
  }
  return counts;
}

/** A document photo's record with its document's owner, for deciding who may see it. */
export async function findDocumentPhoto(db: Knex, mediaId: string): Promise<{ url: string; owner_id: string; document_owner: string | null } | undefined> {
  return db('media_objects as m')
    .leftJoin('verification_documents as d', 'd.id', 'm.document_id')
    .where({ 'm.id': mediaId, 'm.kind': 'document' })
    .first('m.url', 'm.owner_id', 'd.user_id as document_owner');
}

/** The ids of every document photo on record. */
export async function documentPhotoIds(db: Knex): Promise<string[]> {
  const rows: Array<{ id: string }> = await db('media_objects').where({ kind: 'document' }).orderBy('id').select('id');
  return rows.map((row) => row.id);
}

/** The sweep: photos of documents whose photos are due for erasure (decided before photos were erased at the decision). */
export async function deleteDuePhotos(db: Knex, now: Date): Promise<StoredMedia[]> {
  return db('media_objects as m')
    .where('m.kind', 'document')
    .whereExists(db('verification_documents as d').whereRaw('d.id = m.document_id').where('d.photos_delete_after', '<=', now))
    .delete()
    .returning(['id', 'kind', 'url']);
}

/** The sweep: document photos never attached to a document (a form abandoned after the upload). */
export async function deleteUnattachedPhotos(db: Knex, createdBefore: Date): Promise<StoredMedia[]> {
  return db('media_objects').where({ kind: 'document' }).whereNull('document_id').where('created_at', '<', createdBefore).delete().returning(['id', 'kind', 'url']);
}
