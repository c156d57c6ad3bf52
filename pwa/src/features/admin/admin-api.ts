/**
 * The admin dashboard's calls (documents, the support queue, reports and the moderation log). Online only: nothing here touches Dexie or the
 * outbox, so no full document number or photo address is ever kept on the administrator's phone.
 */
import { apiPaths, NEXT_CURSOR_HEADER, type AdminSupportRequest, type AdminVerificationDocument, type DocumentCounts, type ModerationAction, type ReportedTarget } from '@shared/api.ts';
import type * as v from 'valibot';
import type { adminDecisionSchema, DocumentStatusFilter } from '@shared/schemas/document.ts';
import type { SupportAnswerPayload } from '@shared/schemas/support.ts';
import { apiGet, apiPost, apiPut, apiRequestWithHeaders } from '@pwa/lib/api-client.ts';
import { newUuidV7 } from '@pwa/lib/new-uuid.ts';

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

export const SUPPORT_QUEUE_PAGE = 20;

export interface SupportQueuePage {
  requests: AdminSupportRequest[];
  nextCursor: string | null;
}

/** A page of the support queue: open requests first, premium users' first among them, then the oldest. */
export async function fetchSupportQueue(cursor: string | null, signal?: AbortSignal): Promise<SupportQueuePage> {
  const params = new URLSearchParams({ limit: String(SUPPORT_QUEUE_PAGE) });
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<AdminSupportRequest[]>(`${apiPaths.adminSupport}?${params.toString()}`, signal ? { signal } : {});
  return { requests: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** `key`: the Idempotency-Key of this answer, the same for every try of it. */
export const answerSupportRequest = (id: string, payload: SupportAnswerPayload, key: string): Promise<AdminSupportRequest> =>
  apiPost<AdminSupportRequest>(apiPaths.adminSupportAnswer(encodeURIComponent(id)), payload, { 'Idempotency-Key': key });

/** The open reports by target, most reported first (administrators). */
export const fetchReportQueue = (signal?: AbortSignal): Promise<ReportedTarget[]> => apiGet<ReportedTarget[]>(apiPaths.adminReports, signal);

/** Closes a target's open reports: dismissed, or its user warned; the log's new entry. */
export const actOnReports = (target: Pick<ReportedTarget, 'targetType' | 'targetId'>, action: 'dismiss' | 'warn', reason: string): Promise<ModerationAction> =>
  apiPost<ModerationAction>(apiPaths.adminReportAction(target.targetType, target.targetId, action), { reason }, { 'Idempotency-Key': newUuidV7() });

/** The moderators' log, newest first. */
export const fetchModerationLog = (signal?: AbortSignal): Promise<ModerationAction[]> => apiGet<ModerationAction[]>(apiPaths.adminModerationLog, signal);
