/**
 * The admin dashboard's calls (documents, the support queue, reports, hidden listings, accounts and the moderation log). Online only: nothing here touches Dexie or the
 * outbox, so no full document number or photo address is ever kept on the administrator's phone.
 */
import {
  apiPaths,
  NEXT_CURSOR_HEADER,
  type AdminSupportRequest,
  type AdminUserAction,
  type AdminUserDetail,
  type AdminUserSummary,
  type AdminVerificationDocument,
  type DocumentCounts,
  type HiddenListing,
  type ModerationAction,
  type ReportedTarget,
} from '@shared/api.ts';
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

/** The moderators' log about one listing or account, newest first. */
export const fetchModerationLogAbout = (targetId: string, signal?: AbortSignal): Promise<ModerationAction[]> =>
  apiGet<ModerationAction[]>(`${apiPaths.adminModerationLog}?targetId=${encodeURIComponent(targetId)}`, signal);

/** The hidden listings, those asking for a review first. */
export const fetchHiddenListings = (signal?: AbortSignal): Promise<HiddenListing[]> => apiGet<HiddenListing[]>(apiPaths.adminHiddenListings, signal);

/** Hides a listing from everyone but its owner, or lists it again; the log's new entry. */
export const moderateListing = (itemId: string, action: 'hide' | 'restore', reason: string): Promise<ModerationAction> =>
  apiPost<ModerationAction>(
    action === 'hide' ? apiPaths.adminHideListing(encodeURIComponent(itemId)) : apiPaths.adminRestoreListing(encodeURIComponent(itemId)),
    { reason },
    { 'Idempotency-Key': newUuidV7() },
  );

/** Accounts whose name, username, email or phone holds `q`. */
export const searchAccounts = (q: string, signal?: AbortSignal): Promise<AdminUserSummary[]> => apiGet<AdminUserSummary[]>(`${apiPaths.adminUsers}?q=${encodeURIComponent(q)}`, signal);

/** One account's page for the moderators. */
export const fetchAccount = (id: string, signal?: AbortSignal): Promise<AdminUserDetail> => apiGet<AdminUserDetail>(apiPaths.adminUser(encodeURIComponent(id)), signal);

/** Suspends or restores an account, or grants or revokes administrator; the log's new entry. */
export const actOnAccount = (id: string, action: AdminUserAction, reason: string): Promise<ModerationAction> =>
  apiPost<ModerationAction>(apiPaths.adminUserAction(encodeURIComponent(id), action), { reason }, { 'Idempotency-Key': newUuidV7() });
