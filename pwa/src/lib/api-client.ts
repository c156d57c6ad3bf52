/**
 * The PWA's one HTTP client (components go through feature hooks and mutations): same-origin
 * credentials carry the session cookie, a JSON content type goes only with a body, and every failure
 * is an ApiError (status 0 when no answer came). Only fetch, so it also runs in the service worker.
 */
import { ApiError, readErrorAnswer } from './api-error.ts';

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiRequest {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as the raw body (upload URLs), with `contentType` or else the Blob's own type. */
  file?: Blob;
  contentType?: string;
  idempotencyKey?: string;
  /** Extra request headers. */
  headers?: Readonly<Record<string, string>> | undefined;
  signal?: AbortSignal;
}

export interface ApiClient {
  send<T>(path: string, request?: ApiRequest): Promise<T>;
  /** Like send, with the response headers too (list calls carry their cursor and total there). */
  sendWithHeaders<T>(path: string, request?: ApiRequest): Promise<{ data: T; headers: Headers }>;
  /** Whether something is served at this path (200) or not (404); anything else throws. */
  exists(path: string): Promise<boolean>;
}

export interface ApiClientOptions {
  /** Past this a request counts as unanswered (the outbox's replays; a page's requests wait). */
  timeoutMs?: number;
}

// No words here: the error is worded by errorText in the page's language (the worker loads no copy).
const networkError = (): ApiError => new ApiError(0, 'network-error', '');

export function createApiClient(fetchFn: Fetch = (input, init) => fetch(input, init), { timeoutMs }: ApiClientOptions = {}): ApiClient {
  const call = async (path: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> => {
    const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
    try {
      return await fetchFn(path, { credentials: 'same-origin', ...init, signal: signal ?? timeout ?? null });
    } catch (error) {
      // An abort is the caller's own doing, not a lost connection.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      // fetch rejects only when no answer came: offline, the connection dropped, or past the timeout.
      throw networkError();
    }
  };
  const sendWithHeaders = async <T>(path: string, { method = 'GET', json, file, contentType, idempotencyKey, headers: extra, signal }: ApiRequest = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...extra };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    if (file) headers['Content-Type'] = contentType ?? (file.type || 'application/octet-stream');
    else if (json !== undefined) headers['Content-Type'] = 'application/json';
    const body = file ?? (json === undefined ? null : JSON.stringify(json));
    const response = await call(path, { method, headers, body }, signal);
    if (!response.ok) throw await toApiError(response);
    if (response.status === 204) return { data: undefined as T, headers: response.headers };
    try {
      // The server's answer is trusted to match the shared API types (shared/src/api.ts).
      const data: unknown = await response.json();
      return { data: data as T, headers: response.headers };
    } catch {
      // The connection dropped while the body was on its way.
      throw networkError();
    }
  };
  return {
    sendWithHeaders,
    send: async <T>(path: string, request?: ApiRequest) => (await sendWithHeaders<T>(path, request)).data,
    async exists(path: string): Promise<boolean> {
      const response = await call(path, { method: 'HEAD' }, undefined);
      if (response.ok) return true;
      if (response.status === 404) return false;
      throw await toApiError(response);
    },
  };
}

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
  const answer = await readErrorAnswer(response);
  return new ApiError(response.status, answer.code, answer.message, answer.fields, { ...answer, retryAfterMs });
}

/** Retry-After as delay-seconds or an HTTP date, in ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

// The page's requests: the browser's fetch, looked up at each call (tests stub it), and no timeout.
const pageClient = createApiClient((input, init) => fetch(input, init));

/** Options of the page's calls (a JSON body is `body`). */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file sent as the raw body with its own type, instead of JSON. */
  file?: Blob;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key on writes). */
  headers?: Readonly<Record<string, string>> | undefined;
}

const toRequest = ({ method, body, file, signal, headers }: RequestOptions): ApiRequest => ({
  headers,
  ...(method ? { method } : {}),
  ...(body === undefined ? {} : { json: body }),
  ...(file ? { file } : {}),
  ...(signal ? { signal } : {}),
});

export const apiRequest = <T>(path: string, options: RequestOptions = {}): Promise<T> => pageClient.send<T>(path, toRequest(options));

export const apiRequestWithHeaders = <T>(path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> =>
  pageClient.sendWithHeaders<T>(path, toRequest(options));

export const apiGet = <T>(path: string, signal?: AbortSignal): Promise<T> => apiRequest<T>(path, signal ? { signal } : {});

export const apiPost = <T>(path: string, body: unknown, headers?: Readonly<Record<string, string>>): Promise<T> =>
  apiRequest<T>(path, { method: 'POST', body, headers });

export const apiPut = <T>(path: string, body: unknown, headers?: Readonly<Record<string, string>>): Promise<T> =>
  apiRequest<T>(path, { method: 'PUT', body, headers });

/** Sends a file as the raw body (upload URLs). */
export const apiPutFile = <T>(path: string, file: Blob): Promise<T> => apiRequest<T>(path, { method: 'PUT', file });

export const apiDelete = (path: string): Promise<void> => apiRequest<void>(path, { method: 'DELETE' });
