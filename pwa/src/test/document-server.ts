/**
 * A fake server for the identity document calls, at fetch (the PWA's network boundary): the user's documents,
 * photo upload URLs and their PUTs, new and resubmitted documents, and who is signed in. Each call can
 * be replaced by a script to make it fail.
 */
import type { DocumentType, User, VerificationDocument } from '@shared/api.ts';
import { lastFour, normalizeDocumentNumber } from '@shared/documents/document-rules.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';

export const PHOTO_URLS = ['/api/document-photos/0193c0de-1111-7000-8000-000000000001', '/api/document-photos/0193c0de-1111-7000-8000-000000000002'];
export const UPLOAD_URLS = ['/api/uploads/0193c0de-1111-7000-8000-000000000001?token=a', '/api/uploads/0193c0de-1111-7000-8000-000000000002?token=b'];

type Answer = Response | Promise<Response>;
export interface DocumentServerScript {
  list?: () => Answer;
  create?: (body: unknown) => Answer | undefined;
  resubmit?: (body: unknown) => Answer | undefined;
  uploads?: () => Answer;
  photoPut?: () => Answer;
}

let sequence = 0;

export function makeDocument(documentType: DocumentType, overrides: Partial<VerificationDocument> = {}): VerificationDocument {
  sequence += 1;
  return {
    id: `0193c0de-2222-7000-8000-${String(sequence).padStart(12, '0')}`,
    userId: '01936f5e-7c2a-7b3e-9d41-2f6a8c0e1b55',
    documentType,
    documentNumber: '•••• 0124',
    numberLast4: '0124',
    holderName: 'Priya Sharma',
    documentImageUrls: [],
    status: 'pending',
    verificationMethod: 'manual',
    rejectionReason: null,
    createdAt: '2026-11-20T06:30:00.000Z',
    submittedAt: '2026-11-20T06:30:00.000Z',
    verifiedAt: null,
    verifiedBy: null,
    ...overrides,
  };
}

interface Payload {
  documentType: DocumentType;
  documentNumber: string;
  holderName: string;
  documentImageUrls: string[];
}

/** Answers like the server would; `documents` is the user's list, changed by creates and resubmits. */
/** `user` is who GET /api/auth/user answers with. */
export function documentServer(user: User, documents: VerificationDocument[], script: DocumentServerScript = {}) {
  let held = [...documents];
  const fromPayload = (body: Payload, base: VerificationDocument): VerificationDocument => {
    const last4 = lastFour(normalizeDocumentNumber(body.documentNumber));
    return { ...base, holderName: body.holderName, documentImageUrls: body.documentImageUrls, numberLast4: last4, documentNumber: `•••• ${last4}`, status: 'pending', rejectionReason: null, submittedAt: '2026-11-24T09:00:00.000Z', verifiedAt: null, verifiedBy: null };
  };
  const spy = stubFetch(async (url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/auth/user') return jsonResponse(200, user);
    if (url === '/api/verification-documents' && method === 'GET') return script.list?.() ?? jsonResponse(200, held);
    if (url === '/api/verification-documents' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as Payload;
      const scripted = script.create?.(body);
      if (scripted) return scripted;
      const created = fromPayload(body, makeDocument(body.documentType));
      held = [created, ...held];
      return jsonResponse(201, created);
    }
    const resubmitted = /^\/api\/verification-documents\/([\w-]+)$/.exec(url);
    if (resubmitted && method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Payload;
      const scripted = script.resubmit?.(body);
      if (scripted) return scripted;
      const base = held.find((document) => document.id === resubmitted[1]);
      if (!base) return jsonResponse(404, { message: 'Document not found', code: 'not-found' });
      const updated = fromPayload(body, base);
      held = held.map((document) => (document.id === base.id ? updated : document));
      return jsonResponse(200, updated);
    }
    if (url === '/api/upload/document-images' && method === 'POST') {
      if (script.uploads) return script.uploads();
      const { imageCount } = JSON.parse(String(init.body)) as { imageCount: number };
      return jsonResponse(200, { uploadUrls: UPLOAD_URLS.slice(0, imageCount), imageUrls: PHOTO_URLS.slice(0, imageCount) });
    }
    if (UPLOAD_URLS.includes(url) && method === 'PUT') return script.photoPut?.() ?? jsonResponse(200, {});
    return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
  });
  const calls = () => spy.mock.calls.map(([input, init]) => ({ url: String(input), method: init?.method ?? 'GET', init: init ?? {} }));
  return {
    spy,
    calls,
    /** The writes, in order (not the list reads or the session checks). */
    writes: () => calls().filter(({ method }) => method !== 'GET'),
    setDocuments: (next: VerificationDocument[]) => {
      held = next;
    },
  };
}

