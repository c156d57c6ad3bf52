/** Identity documents: their paths and shapes, for their owner and for administrators. */

export const documentPaths = {
  /**
   * GET → VerificationDocument[]: the signed-in user's own documents, newest first (number masked).
   * POST DocumentPayload → 201 VerificationDocument (pending, method manual, owner from the session).
   */
  verificationDocuments: '/api/verification-documents',
  /** PUT DocumentPayload (documentType must match) → VerificationDocument: resubmits a rejected document (pending again). */
  verificationDocument: (id: string) => `/api/verification-documents/${id}`,
  /** POST {imageCount: 1 | 2} → DocumentImageUploads; PUT each photo's bytes to its upload URL (as listing photos). */
  uploadDocumentImages: '/api/upload/document-images',
  /** GET, owner and administrators only, Cache-Control no-store: a document photo (image/webp). */
  documentPhoto: (mediaId: string) => `/api/document-photos/${mediaId}`,
  /** GET (query: status=all|pending|verified|rejected, limit, cursor; NEXT_CURSOR_HEADER) → AdminVerificationDocument[]; admins only. */
  adminVerificationDocuments: '/api/admin/verification-documents',
  /** GET → DocumentCounts; admins only. */
  adminVerificationDocumentCounts: '/api/admin/verification-documents/counts',
  /** PUT AdminDecisionPayload → AdminVerificationDocument; admins only, never their own document. */
  adminVerifyDocument: (id: string) => `/api/admin/verification-documents/${id}/verify`,
} as const;

export type DocumentType = 'aadhaar' | 'pan' | 'voter_id' | 'driving_license';

export type DocumentStatus = 'pending' | 'verified' | 'rejected' | 'expired';

/**
 * An identity document as its owner sees it: the number only masked to its
 * last four characters, whatever the status.
 */
export interface VerificationDocument {
  id: string;
  userId: string;
  documentType: DocumentType;
  /** Masked: "•••• 1234". */
  documentNumber: string;
  numberLast4: string;
  holderName: string;
  /** Private photo addresses (apiPaths.documentPhoto); empty once deleted after the decision's grace period. */
  documentImageUrls: string[];
  status: DocumentStatus;
  verificationMethod: 'manual';
  rejectionReason: string | null;
  createdAt: string;
  /** When it was last submitted (a resubmission moves it). */
  submittedAt: string;
  /** When it was decided (verified or rejected). */
  verifiedAt: string | null;
  verifiedBy: string | null;
}

/** One administrator's decision on a document (kept across resubmissions). */
export interface DocumentDecision {
  decision: 'verified' | 'rejected';
  rejectionReason: string | null;
  decidedAt: string;
  adminId: string | null;
  adminUsername: string;
}

/** A document as administrators see it in /admin. */
export interface AdminVerificationDocument extends VerificationDocument {
  /** The full number, decrypted: only while the document is pending; null once decided (erased). */
  fullDocumentNumber: string | null;
  user: { id: string; username: string; fullName: string | null; email: string; profileImageUrl: string | null; isVerified: boolean };
  /** Oldest first. */
  decisions: DocumentDecision[];
  /** The reading administrator's own document: they may not decide it. */
  isOwn: boolean;
}

export interface DocumentCounts {
  all: number;
  pending: number;
  verified: number;
  rejected: number;
}

export interface DocumentImageUploads {
  uploadUrls: string[];
  /** Where each photo is served once uploaded (private: owner and administrators). */
  imageUrls: string[];
}
