/** Identity documents as /admin receives them (AdminVerificationDocument), for the admin feature's tests. */
import type { AdminVerificationDocument, DocumentCounts } from '@shared/api.ts';

/** Passes the Aadhaar rules (12 digits, not starting with 0 or 1, Verhoeff check digit). */
export const AADHAAR_NUMBER = '234567890124';

export function makeAdminDocument(overrides: Partial<AdminVerificationDocument> = {}): AdminVerificationDocument {
  return {
    id: '0193c000-0000-7000-8000-00000000d001',
    userId: '0193c000-0000-7000-8000-00000000a001',
    documentType: 'aadhaar',
    documentNumber: '•••• 0124',
    numberLast4: '0124',
    holderName: 'Ravi Kumar',
    documentImageUrls: ['/api/document-photos/0193c000-0000-7000-8000-00000000f001', '/api/document-photos/0193c000-0000-7000-8000-00000000f002'],
    status: 'pending',
    verificationMethod: 'manual',
    rejectionReason: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    submittedAt: '2026-11-20T09:30:00.000Z',
    verifiedAt: null,
    verifiedBy: null,
    fullDocumentNumber: AADHAAR_NUMBER,
    user: {
      id: '0193c000-0000-7000-8000-00000000a001',
      username: 'ravi.k',
      fullName: 'Ravi Kumar',
      email: 'ravi@example.in',
      profileImageUrl: null,
      isVerified: false,
    },
    decisions: [],
    isOwn: false,
    ...overrides,
  };
}

/** The same document once decided: the number erased (masked only), the decision in its history. */
export function decided(document: AdminVerificationDocument, status: 'verified' | 'rejected', rejectionReason: string | null = null): AdminVerificationDocument {
  const decidedAt = '2026-11-24T10:00:00.000Z';
  return {
    ...document,
    status,
    rejectionReason,
    fullDocumentNumber: null,
    verifiedAt: decidedAt,
    verifiedBy: '0193c000-0000-7000-8000-00000000ad01',
    decisions: [...document.decisions, { decision: status, rejectionReason, decidedAt, adminId: '0193c000-0000-7000-8000-00000000ad01', adminUsername: 'meera.admin' }],
  };
}

export const makeCounts = (counts: Partial<DocumentCounts> = {}): DocumentCounts => ({ all: 5, pending: 2, verified: 2, rejected: 1, ...counts });
