/**
 * The outbox's HTTP client: the app's one client (lib/api-client.ts) with a time limit, since a
 * request that hangs (a captive portal, a half-dead mobile link) would hold every pass of the
 * outbox, and the server's Retry-After on its errors, which the backoff honours. fetch is passed in
 * so tests can put a faulty network in front of the real server.
 */
import { LONGEST_CLIENT_REQUEST_MS } from '@shared/timings.ts';
import { apiRequest, fetchAnswer, toApiError, type ApiClient, type Fetch } from '@pwa/lib/api-client.ts';
import type { ApiError } from '@pwa/lib/api-error.ts';

const withRetryAfter = (response: Response): Promise<ApiError> =>
  toApiError(response, { retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), Date.now()) });

/** Past the limit a request counts as unanswered and is retried; the server's idempotency claims outlive it. */
export function createOutboxClient(fetchFn?: Fetch): ApiClient {
  const options = { ...(fetchFn ? { fetchFn } : {}), toError: withRetryAfter };
  return {
    send: <T>(path: string, request: Parameters<ApiClient['send']>[1] = {}) =>
      apiRequest<T>(path, { ...request, signal: AbortSignal.timeout(LONGEST_CLIENT_REQUEST_MS) }, options),
    async exists(path: string): Promise<boolean> {
      const response = await fetchAnswer(path, { method: 'HEAD', signal: AbortSignal.timeout(LONGEST_CLIENT_REQUEST_MS) }, fetchFn);
      if (response.ok) return true;
      if (response.status === 404) return false;
      throw await withRetryAfter(response);
    },
  };
}

/** Retry-After as delay-seconds or an HTTP date, in ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
