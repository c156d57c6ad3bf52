/**
 * The support calls of the signed-in user: their own requests and a new one. Online only: a message
 * to support waits for its answer on screen (the thank-you), so it is not queued in the outbox.
 */
import { apiPaths, type SupportRequest } from '@shared/api.ts';
import type { SupportRequestPayload } from '@shared/schemas/support.ts';
import { apiGet, apiPost } from '@pwa/lib/api-client.ts';

export const fetchMySupportRequests = (signal?: AbortSignal): Promise<SupportRequest[]> => apiGet<SupportRequest[]>(apiPaths.support, signal);

/** `key`: the Idempotency-Key of this message, the same for every try of it. */
export const postSupportRequest = (payload: SupportRequestPayload, key: string): Promise<SupportRequest> =>
  apiPost<SupportRequest>(apiPaths.support, payload, { 'Idempotency-Key': key });
