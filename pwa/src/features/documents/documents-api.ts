/**
 * The identity document calls: the user's own list, a new document, the
 * resubmission of a rejected one, and the private photo uploads. Writes carry an Idempotency-Key
 * like the app's other mutations, so a retried request is answered once. Nothing here is queued in
 * the outbox or kept in IndexedDB: a document's number and photos never stay on the phone.
 */
import { apiPaths, type DocumentImageUploads, type VerificationDocument } from '@shared/api.ts';
import type { DocumentPayload } from '@shared/schemas/document.ts';
import { apiGet, apiPost, apiPut, apiPutFile } from '@pwa/lib/api-client.ts';

const writeHeaders = (): Record<string, string> => ({ 'Idempotency-Key': crypto.randomUUID() });

/** The signed-in user's documents, newest first, numbers masked. */
export const fetchMyDocuments = (signal?: AbortSignal): Promise<VerificationDocument[]> =>
  apiGet<VerificationDocument[]>(apiPaths.verificationDocuments, signal);

export const postDocument = (payload: DocumentPayload): Promise<VerificationDocument> =>
  apiPost<VerificationDocument>(apiPaths.verificationDocuments, payload, writeHeaders());

/** Resubmits a rejected document: it comes back pending. */
export const putDocument = (id: string, payload: DocumentPayload): Promise<VerificationDocument> =>
  apiPut<VerificationDocument>(apiPaths.verificationDocument(id), payload, writeHeaders());

/** Single-use upload URLs for 1 or 2 photos, and the private addresses they will be served at. */
export const postDocumentImageUploads = (imageCount: number): Promise<DocumentImageUploads> =>
  apiPost<DocumentImageUploads>(apiPaths.uploadDocumentImages, { imageCount }, writeHeaders());

/** The photo's bytes, with its own content type. */
export const putDocumentPhoto = (uploadUrl: string, photo: Blob): Promise<unknown> => apiPutFile<unknown>(uploadUrl, photo);
