/**
 * The PWA's only use of fetch (components go through feature hooks and mutations). Same-origin
 * credentials carry the session cookie; a JSON content type is sent only with a body (spec §7).
 */
import { ApiError, readErrorAnswer } from './api-error.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** A file sent as the raw body with its own type, instead of JSON. */
  file?: Blob;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key on writes). */
  headers?: Readonly<Record<string, string>> | undefined;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** Like apiRequest, with the response headers too (list calls carry their cursor and total there). */
export async function apiRequestWithHeaders<T>(
  path: string,
  { method = 'GET', body, file, signal, headers: extraHeaders }: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: file ?? (body === undefined ? null : JSON.stringify(body)),
      signal: signal ?? null,
    });
  } catch (error) {
    // An abort is the caller's own doing, not a lost connection.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network-error', ''); // worded by errorText, in the page's language
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  // The server's answer is trusted to match the shared API types (shared/src/api.ts).
  const data: unknown = await response.json();
  return { data: data as T, headers: response.headers };
}

export const apiGet = <T>(path: string, signal?: AbortSignal): Promise<T> =>
  apiRequest<T>(path, signal ? { signal } : {});

export const apiPost = <T>(path: string, body: unknown, headers?: Readonly<Record<string, string>>): Promise<T> =>
  apiRequest<T>(path, { method: 'POST', body, headers });

export const apiPut = <T>(path: string, body: unknown, headers?: Readonly<Record<string, string>>): Promise<T> =>
  apiRequest<T>(path, { method: 'PUT', body, headers });

/** Sends a file as the raw body (upload URLs, spec §7 "PUT {uploadURL}"). */
export const apiPutFile = <T>(path: string, file: Blob): Promise<T> => apiRequest<T>(path, { method: 'PUT', file });

export const apiDelete = (path: string): Promise<void> => apiRequest<void>(path, { method: 'DELETE' });

async function toApiError(response: Response): Promise<ApiError> {
  const answer = await readErrorAnswer(response);
  return new ApiError(response.status, answer.code, answer.message, answer.fields, answer);
}
