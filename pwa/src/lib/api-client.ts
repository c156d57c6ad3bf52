/**
 * The PWA's only use of fetch (components go through feature hooks and mutations). Same-origin
 * credentials carry the session cookie; a JSON content type is sent only with a body (spec §7).
 */
import type { ApiErrorBody } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { ApiError } from './api-error.ts';

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
    throw new ApiError(0, 'network-error', messages.errors.network);
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
  const text = await response.text().catch(() => '');
  const parsed = parseErrorBody(text);
  if (parsed) return new ApiError(response.status, parsed.code, parsed.message, parsed.fields);
  // Not the API's JSON error (a proxy page, say): spec §7's "{status}: {response text}".
  return new ApiError(response.status, 'unexpected-response', `${response.status}: ${text || response.statusText}`);
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined; // Not JSON: the caller falls back to the status line.
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { message, code, fields } = value as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return undefined;
  // The server only sends codes of the shared ApiErrorCode union (DESIGN.md §5).
  return { message, code: code as ApiErrorBody['code'], fields: stringRecord(fields) };
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
