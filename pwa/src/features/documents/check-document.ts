/**
 * The form's check before sending, with the server's own schema (shared/src/schemas/document.ts): a
 * message per field, and whether something required is missing ("Missing information" /
 * "Please fill in all required fields."). The number's rule for its type is checked even while
 * another field is missing, so every message shows at once.
 */
import * as v from 'valibot';
import type { DocumentType } from '@shared/api.ts';
import { DOCUMENT_TYPES, documentNumberProblem, normalizeDocumentNumber } from '@shared/documents/document-rules.ts';
import { documentPayloadSchema, type DocumentPayload } from '@shared/schemas/document.ts';

export interface DocumentFormValues {
  documentType: DocumentType | '';
  /** As shown: grouped as the card prints it. */
  number: string;
  holderName: string;
}

export type DocumentField = 'documentType' | 'documentNumber' | 'holderName' | 'documentImageUrls';
export type DocumentErrors = Partial<Record<DocumentField, string>>;

export type DocumentCheck =
  | { ok: true; payload: Omit<DocumentPayload, 'documentImageUrls'> }
  | { ok: false; errors: DocumentErrors; missing: boolean };

export function checkDocument(values: DocumentFormValues): DocumentCheck {
  const result = v.safeParse(documentPayloadSchema, { documentType: values.documentType, documentNumber: values.number, holderName: values.holderName });
  if (result.success) {
    const { documentImageUrls: _none, ...payload } = result.output;
    return { ok: true, payload };
  }
  const nested = v.flatten<typeof documentPayloadSchema>(result.issues).nested ?? {};
  const errors: DocumentErrors = {};
  for (const field of ['documentType', 'documentNumber', 'holderName'] as const) {
    const message = nested[field]?.[0];
    if (message) errors[field] = message;
  }
  const number = normalizeDocumentNumber(values.number);
  if (!errors.documentNumber && number && isDocumentType(values.documentType)) {
    const problem = documentNumberProblem(values.documentType, number);
    if (problem) errors.documentNumber = problem;
  }
  const missing = !values.documentType || !number || !values.holderName.trim();
  return { ok: false, errors, missing };
}

const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);
