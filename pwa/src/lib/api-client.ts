/**
 * The PWA's one HTTP client: same-origin credentials carry the session cookie, JSON goes only with
 * a body, and every failure is an ApiError (status 0 when no answer came). Only fetch, so it runs in
 * the service worker too; the outbox adds its time limit and Retry-After (sync/outbox-client.ts).
 */
import { ApiError, readErrorAnswer, type ApiErrorExtras } from './api-error.ts';

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as the raw body (upload URLs), with `contentType` or else the Blob's own type. */
  file?: Blob;
  contentType?: string;
  idempotencyKey?: string;
  /** Extra request headers. */
  headers?: Readonly<Record<string, string>> | undefined;
  signal?: AbortSignal;
  /** The request outlives the page (a small write sent as the user leaves). */
  keepalive?: boolean;
}

/** What the outbox's executors send with (sync/outbox-client.ts makes the outbox's). */
export interface ApiClient {
  send<T>(path: string, request?: ApiRequest): Promise<T>;
  /** Whether something is served at this path (200) or not (404); anything else throws. */
  exists(path: string): Promise<boolean>;
}

export interface SendOptions {
  fetchFn?: Fetch;
  /** Makes the error of an answer that is not OK (the outbox adds the server's Retry-After). */
  toError?: (response: Response) => Promise<ApiError>;
}

// No words here: the error is worded by errorText in the page's language (the worker loads no copy).
const networkError = (): ApiError => new ApiError(0, 'network-error', '');

/** fetch with the session's credentials; a request that got no answer rejects with the network error. */
export async function fetchAnswer(path: string, init: RequestInit, fetchFn: Fetch = (input, options) => fetch(input, options)): Promise<Response> {
  try {
    return await fetchFn(path, { credentials: 'same-origin', ...init });
  } catch (error) {
    // An abort is the caller's own doing, not a lost connection.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // fetch rejects only when no answer came: offline, the connection dropped, or past a time limit.
    throw networkError();
  }
}

export async function toApiError(response: Response, extras: ApiErrorExtras = {}): Promise<ApiError> {
  const answer = await readErrorAnswer(response);
  return new ApiError(response.status, answer.code, answer.message, answer.fields, { ...answer, ...extras });
}

/** Sends one request; resolves with the answer's JSON and headers (list calls carry their cursor and total there). */
export async function apiRequestWithHeaders<T>(
  path: string,
  { method = 'GET', body, file, contentType, idempotencyKey, headers: extra, signal, keepalive }: ApiRequest = {},
  { fetchFn, toError = toApiError }: SendOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (file) headers['Content-Type'] = contentType ?? (file.type || 'application/octet-stream');
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetchAnswer(path, { method, headers, body: file ?? (body === undefined ? null : JSON.stringify(body)), signal: signal ?? null, ...(keepalive ? { keepalive } : {}) }, fetchFn);
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  try {
    // The server's answer is trusted to match the shared API types (shared/src/api.ts).
    const data: unknown = await response.json();
    return { data: data as T, headers: response.headers };
  } catch {
    // The connection dropped while the body was on its way.
    throw networkError();
  }
}

export const apiRequest = async <T>(path: string, request?: ApiRequest, options?: SendOptions): Promise<T> =>
  (await apiRequestWithHeaders<T>(path, request, options)).data;

export const apiGet = <T>(path: string, signal?: AbortSignal): Promise<T> => apiRequest<T>(path, signal ? { signal } : {});

export const apiPost = <T>(path: string, body: unknown, headers?: Readonly<Record<string, string>>): Promise<T> =>
  apiRequest<T>(path, { method: 'POST', body, headers });

export const apiPut = <T>(path: string, body: unknown, headers?: Readonly<Record<string, string>>): Promise<T> =>
  apiRequest<T>(path, { method: 'PUT', body, headers });

/** Sends a file as the raw body (upload URLs). */
export const apiPutFile = <T>(path: string, file: Blob): Promise<T> => apiRequest<T>(path, { method: 'PUT', file });

export const apiDelete = (path: string): Promise<void> => apiRequest<void>(path, { method: 'DELETE' });
