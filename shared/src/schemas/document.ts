/**
 * Bodies and queries of the identity document calls (upload, resubmission, an administrator's
 * decision). Whatever else a body carries (status, userId, verifiedBy, verificationMethod,
 * fullDocumentNumber, verificationData) is dropped: the server sets those.
 */
import * as v from 'valibot';
import { documentMessages } from '../messages/documents.ts';
import { DOCUMENT_TYPES, MAX_DOCUMENT_PHOTOS, MAX_NUMBER_INPUT, documentNumberProblem, normalizeDocumentNumber } from '../documents/document-rules.ts';
import { lineText } from './text.ts';
import { cursorParam, limitParam } from './query.ts';

const m = documentMessages.validation;

export const documentTypeSchema = v.picklist(DOCUMENT_TYPES, m.typeRequired);

/** A photo address as POST /api/upload/document-images answered it. */
const documentPhotoUrl = v.pipe(
  v.string(m.photoUrl),
  v.regex(/^\/api\/document-photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, m.photoUrl),
);

/** Body of POST /api/verification-documents and PUT /api/verification-documents/{id}. */
export const documentPayloadSchema = v.pipe(
  v.object({
    documentType: documentTypeSchema,
    documentNumber: v.pipe(
      lineText(m.numberRequired),
      v.maxLength(MAX_NUMBER_INPUT * 2, m.numberRequired),
      v.transform(normalizeDocumentNumber),
      v.nonEmpty(m.numberRequired),
    ),
    holderName: v.pipe(lineText(m.holderRequired), v.nonEmpty(m.holderRequired), v.minLength(2, m.holderLength), v.maxLength(100, m.holderLength)),
    documentImageUrls: v.optional(v.pipe(v.array(documentPhotoUrl, m.photoUrl), v.maxLength(MAX_DOCUMENT_PHOTOS, m.tooManyPhotos)), []),
  }),
  v.forward(
    v.check((input) => documentNumberProblem(input.documentType, input.documentNumber) === undefined, (issue) => {
      const input = issue.input as { documentType: (typeof DOCUMENT_TYPES)[number]; documentNumber: string };
      return documentNumberProblem(input.documentType, input.documentNumber) ?? m.numberRequired;
    }),
    ['documentNumber'],
  ),
);
export type DocumentPayload = v.InferOutput<typeof documentPayloadSchema>;

/** Body of POST /api/upload/document-images. */
export const documentImageUploadSchema = v.object({
  imageCount: v.pipe(
    v.number(documentMessages.server.photoCount),
    v.integer(documentMessages.server.photoCount),
    v.minValue(1, documentMessages.server.photoCount),
    v.maxValue(MAX_DOCUMENT_PHOTOS, m.tooManyPhotos),
  ),
});

/** Body of PUT /api/admin/verification-documents/{id}/verify: a reason is required to reject. */
export const adminDecisionSchema = v.pipe(
  v.object({
    status: v.picklist(['verified', 'rejected'], documentMessages.server.decisionStatus),
    rejectionReason: v.optional(v.nullable(v.pipe(lineText(documentMessages.server.reasonRequired), v.maxLength(500))), null),
  }),
  v.forward(
    v.check((input) => input.status !== 'rejected' || Boolean(input.rejectionReason), documentMessages.server.reasonRequired),
    ['rejectionReason'],
  ),
);
export type AdminDecisionPayload = v.InferOutput<typeof adminDecisionSchema>;

export const DOCUMENT_STATUS_FILTERS = ['all', 'pending', 'verified', 'rejected'] as const;
export type DocumentStatusFilter = (typeof DOCUMENT_STATUS_FILTERS)[number];
export const documentStatusFilterSchema = v.optional(v.picklist(DOCUMENT_STATUS_FILTERS, documentMessages.server.statusFilter), 'all');

/** Query of the administrators' document list: which statuses, and the page. */
export const adminDocumentsQuerySchema = v.object({
  status: documentStatusFilterSchema,
  limit: limitParam(30, 100),
  cursor: cursorParam,
});
