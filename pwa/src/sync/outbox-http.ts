/**
 * The outbox's requests. Like lib/api-client.ts (same credentials, headers and ApiError), with what a
 * replay needs that the form's client does not give: the Retry-After of a 429 or 503 (the backoff
 * honours it), a HEAD to tell whether an upload already landed, and only fetch (no XMLHttpRequest), so
 * it runs in a worker and in Node (tests, bench). fetch is passed in so tests can put a faulty network
 * in front of the real server.
 */
import { LONGEST_CLIENT_REQUEST_MS } from '@shared/timings.ts';
import { ApiError, readErrorAnswer, type ApiErrorExtras } from '@pwa/lib/api-error.ts';

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface OutboxRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as the raw body (upload URLs), with `contentType` or else the Blob's own type. */
  file?: Blob;
  contentType?: string;
  idempotencyKey?: string;
}

export interface OutboxHttp {
  send<T>(path: string, request: OutboxRequest): Promise<T>;
  /** Whether something is served at this path (200) or not (404); anything else throws. */
  exists(path: string): Promise<boolean>;
}

/** An ApiError with the wait the server asked for, when it asked (Retry-After). */
export class OutboxHttpError extends ApiError {
  constructor(
    status: number,
    code: ApiError['code'],
    message: string,
    fields: Readonly<Record<string, string>>,
    readonly retryAfterMs: number | null,
    extras: ApiErrorExtras = {},
  ) {
    super(status, code, message, fields, extras);
  }
}

/** Shared with the server, whose idempotency claims must outlive the longest wait (timings.ts). */
const REQUEST_TIMEOUT_MS = LONGEST_CLIENT_REQUEST_MS;

// No words here: this also runs in the service worker, which loads no copy (see lib/error-text.ts).
const networkError = (): ApiError => new ApiError(0, 'network-error', '');

export function createOutboxHttp(fetchFn: Fetch = (input, init) => fetch(input, init)): OutboxHttp {
  const call = async (path: string, init: RequestInit): Promise<Response> => {
    try {
      // A request that hangs (a captive portal, a half-dead mobile link) would hold every pass of
      // the outbox; past the limit it counts as no answer and is retried with backoff.
      return await fetchFn(path, { credentials: 'same-origin', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...init });
    } catch {
      // fetch rejects only when no answer came: offline, or the connection dropped.
      throw networkError();
    }
  };
  return {
    async send<T>(path: string, { method, json, file, contentType, idempotencyKey }: OutboxRequest): Promise<T> {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
      if (file) headers['Content-Type'] = contentType ?? (file.type || 'application/octet-stream');
      else if (json !== undefined) headers['Content-Type'] = 'application/json';
      const body = file ?? (json === undefined ? null : JSON.stringify(json));
      const response = await call(path, { method, headers, body });
      if (!response.ok) throw await toError(response);
      if (response.status === 204) return undefined as T;
      try {
        // The server's answer is trusted to match the shared API types (shared/src/api.ts).
        return (await response.json()) as T;
      } catch {
        // The connection dropped while the body was on its way.
        throw networkError();
      }
    },
    async exists(path: string): Promise<boolean> {
      const response = await call(path, { method: 'HEAD' });
      if (response.ok) return true;
      if (response.status === 404) return false;
      throw await toError(response);
    },
  };
}

async function toError(response: Response): Promise<OutboxHttpError> {
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
  const answer = await readErrorAnswer(response);
  return new OutboxHttpError(response.status, answer.code, answer.message, answer.fields, retryAfterMs, answer);
}

/** Retry-After as delay-seconds or an HTTP date, in ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
