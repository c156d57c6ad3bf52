/**
 * Administrators' calls on identity documents: list with the full number of pending ones, count,
 * decide.
 */
import type { Knex } from 'knex';
import type { AdminVerificationDocument, DocumentCounts, DocumentType, User } from '@shared/api.ts';
import type { StoredMedia } from '../media/index.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import type { AdminDecisionPayload } from '@shared/schemas/document.ts';
import { now } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { authorize } from '../../policy/policy.ts';
import { cursorKey, decodeCursor, encodeCursor } from '../../paging/cursor.ts';
import { restampOwnerListings } from '../items/index.ts';
import { notify } from '../notify/index.ts';
import { recordModerationAction } from '../reports/index.ts';
import { countDocuments, decideDocument, decisionsOf, findAdminDocument, listAdminDocuments, lockDocument, deletePhotosExcept, markUserVerified, type StatusFilter, type SubmittedCursor } from './document-repo.ts';
import { documentNotFound } from './document-service.ts';
import { toAdminDocument } from './document-view.ts';

/*
 * A decision erases the number (only its last four characters stay) and the photos (the administrator
 * has seen them; a rejected user uploads new ones), is recorded (who, when, what), and a verification
 * sets the owner's verified flag and bumps their listings' change sequence so phones holding them
 * refetch the tick.
 */

export interface AdminContext {
  db: Knex;
  key: Buffer;
  log: Logger;
  admin: User | undefined;
}

export interface AdminDocumentPage {
  rows: AdminVerificationDocument[];
  nextCursor: string | null;
}

const encodeSubmitted = (key: SubmittedCursor | null): string | null => (key ? encodeCursor({ k: key.at, id: key.id }) : null);
function decodeSubmitted(text: string | undefined): SubmittedCursor | undefined {
  if (!text) return undefined;
  const cursor = decodeCursor(text);
  return { at: String(cursorKey(cursor, 'recent')), id: cursor.id };
}

export async function adminDocumentPage(
  context: AdminContext,
  query: { status: StatusFilter; limit: number; cursor?: string | undefined },
): Promise<AdminDocumentPage> {
  const admin = authorize(context.admin, 'documents.administer', {});
  const { rows, next } = await listAdminDocuments(context.db, query.status, query.limit, decodeSubmitted(query.cursor));
  const decisions = await decisionsOf(context.db, rows.map((row) => row.id));
  return {
    rows: rows.map((row) => toAdminDocument(context.key, context.log, admin, row, decisions.get(row.id) ?? [])),
    nextCursor: encodeSubmitted(next),
  };
}

export async function adminDocumentCounts(context: AdminContext): Promise<DocumentCounts> {
  authorize(context.admin, 'documents.administer', {});
  return countDocuments(context.db);
}

/** The owner's notification of the decision: what was decided and, for a rejection, why. */
async function tellOwner(trx: Knex.Transaction, userId: string, type: DocumentType, payload: AdminDecisionPayload, at: Date): Promise<void> {
  await notify(trx, {
    userId,
    event: payload.status === 'verified' ? { kind: 'document.verified', documentType: type } : { kind: 'document.rejected', documentType: type, reason: payload.rejectionReason ?? '' },
    itemId: null,
    conversationId: null,
    bookingId: null,
    sender: null,
    createdAt: at,
    push: null,
  });
}

/**
 * Verifies or rejects a pending document, in the caller's one transaction (the row locked throughout).
 * Answers the decided document and its erased photos, whose files the caller removes once committed.
 */
export async function decide(
  context: AdminContext & { db: Knex.Transaction },
  id: string,
  payload: AdminDecisionPayload,
): Promise<{ document: AdminVerificationDocument; erased: StoredMedia[] }> {
  const trx = context.db;
  // Non-administrators are refused before anything is looked up: they learn nothing of which ids exist.
  const admin = authorize(context.admin, 'documents.administer', {});
  const locked = await lockDocument(trx, id);
  if (!locked) throw documentNotFound();
  authorize(admin, 'document.decide', { userId: locked.user_id });
  if (locked.status !== 'pending') throw new AppError(409, 'document-closed', documentMessages.server.alreadyDecided);
  const at = now();
  await decideDocument(trx, {
    documentId: id,
    adminId: admin.id,
    adminUsername: admin.username,
    decision: payload.status,
    rejectionReason: payload.status === 'rejected' ? payload.rejectionReason : null,
    at,
  });
  await recordModerationAction(trx, {
    adminId: admin.id,
    action: payload.status === 'verified' ? 'verify-document' : 'reject-document',
    targetType: 'document',
    targetId: id,
    targetUserId: locked.user_id,
    reason: payload.status === 'rejected' ? (payload.rejectionReason ?? '') : '',
    createdAt: at,
  });
  const erased = await deletePhotosExcept(trx, id, []);
  if (payload.status === 'verified' && (await markUserVerified(trx, locked.user_id))) await restampOwnerListings(trx, locked.user_id);
  await tellOwner(trx, locked.user_id, locked.document_type, payload, at);
  const row = await findAdminDocument(trx, id);
  if (!row) throw new Error(`document ${id} vanished inside its own transaction`);
  const decisions = await decisionsOf(trx, [id]);
  return { document: toAdminDocument(context.key, context.log, admin, row, decisions.get(id) ?? []), erased };
}
