/**
 * The admin dashboard's calls. Online only: nothing here touches Dexie or the
 * outbox, so no full document number or photo address is ever kept on the administrator's phone.
 */
import { apiPaths, NEXT_CURSOR_HEADER, type AdminVerificationDocument, type DocumentCounts } from '@shared/api.ts';
import type * as v from 'valibot';
import type { adminDecisionSchema, DocumentStatusFilter } from '@shared/schemas/document.ts';
import { apiGet, apiPut, apiRequestWithHeaders } from '@pwa/lib/api-client.ts';

export const ADMIN_DOCUMENTS_PAGE = 20;

export interface AdminDocumentPage {
  documents: AdminVerificationDocument[];
  nextCursor: string | null;
}

export async function fetchAdminDocuments(filter: DocumentStatusFilter, cursor: string | null, signal?: AbortSignal): Promise<AdminDocumentPage> {
  const params = new URLSearchParams({ status: filter, limit: String(ADMIN_DOCUMENTS_PAGE) });
  if (cursor) params.set('cursor', cursor);
  const path = `${apiPaths.adminVerificationDocuments}?${params.toString()}`;
  const { data, headers } = await apiRequestWithHeaders<AdminVerificationDocument[]>(path, signal ? { signal } : {});
  return { documents: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

export const fetchDocumentCounts = (signal?: AbortSignal): Promise<DocumentCounts> => apiGet<DocumentCounts>(apiPaths.adminVerificationDocumentCounts, signal);

type DecisionInput = v.InferInput<typeof adminDecisionSchema>;

/** What adminDecisionSchema accepts, with the reason required by type where the server requires it. */
export type DocumentDecisionBody =
  | { status: Extract<DecisionInput['status'], 'verified'> }
  | { status: Extract<DecisionInput['status'], 'rejected'>; rejectionReason: NonNullable<DecisionInput['rejectionReason']> };

export const decideDocument = (id: string, decision: DocumentDecisionBody): Promise<AdminVerificationDocument> =>
  apiPut<AdminVerificationDocument>(apiPaths.adminVerifyDocument(encodeURIComponent(id)), decision);
