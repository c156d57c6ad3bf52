/** Documents as the API answers them (shared/src/api.ts): masked for owners, with the full number for administrators while pending. */
import type { AdminVerificationDocument, DocumentDecision, User, VerificationDocument } from '@shared/api.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { decryptDocumentNumber } from '../../documents/document-cipher.ts';
import type { Logger } from '../../logger.ts';
import type { AdminDocumentRow, DocumentRow } from './document-repo.ts';

const iso = (date: Date | null): string | null => (date === null ? null : new Date(date).toISOString());

export function toVerificationDocument(row: DocumentRow): VerificationDocument {
  return {
    id: row.id,
    userId: row.user_id,
    documentType: row.document_type,
    documentNumber: documentMessages.section.maskedNumber(row.number_last4),
    numberLast4: row.number_last4,
    holderName: row.holder_name,
    documentImageUrls: row.image_urls,
    status: row.status,
    verificationMethod: 'manual',
    rejectionReason: row.rejection_reason,
    createdAt: new Date(row.created_at).toISOString(),
    submittedAt: new Date(row.submitted_at).toISOString(),
    verifiedAt: iso(row.verified_at),
    verifiedBy: row.verified_by,
  };
}

/**
 * The full number, only while the document is pending. One that does not decrypt (the key was
 * replaced) shows as null, logged by id only: the owner resubmits after a rejection.
 */
function fullNumber(key: Buffer, row: DocumentRow, log: Logger): string | null {
  if (row.status !== 'pending' || !row.number_ciphertext) return null;
  try {
    return decryptDocumentNumber(key, row.id, Buffer.from(row.number_ciphertext));
  } catch {
    log.warn({ documentId: row.id }, 'a pending document number could not be decrypted (was DOCUMENT_KEY changed?)');
    return null;
  }
}

export function toAdminDocument(
  key: Buffer,
  log: Logger,
  admin: User,
  row: AdminDocumentRow,
  decisions: readonly DocumentDecision[],
): AdminVerificationDocument {
  return {
    ...toVerificationDocument(row),
    fullDocumentNumber: fullNumber(key, row, log),
    user: {
      id: row.user_id,
      username: row.username,
      fullName: row.full_name,
      email: row.email,
      profileImageUrl: row.profile_image_url,
      isVerified: row.is_verified,
    },
    decisions: [...decisions],
    isOwn: row.user_id === admin.id,
  };
}
