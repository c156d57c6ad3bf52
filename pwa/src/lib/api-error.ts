/**
 * The one error type every API call rejects with, so forms and toasts can read the server's message,
 * its kebab-case code and per-field messages without knowing how the request failed.
 */
import type { ApiErrorBody, ApiErrorCode } from '@shared/api.ts';
import type { ClientErrorCode } from '@shared/messages/errors.ts';

export type { ClientErrorCode } from '@shared/messages/errors.ts';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | ClientErrorCode,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What a failed answer says: the API's JSON error, or spec §7's "{status}: {response text}" otherwise. */
export async function readErrorAnswer(response: Response): Promise<{ code: ApiError['code']; message: string; fields: Record<string, string> }> {
  const text = await response.text().catch(() => '');
  const parsed = parseErrorBody(text);
  if (parsed) return { code: parsed.code, message: parsed.message, fields: parsed.fields ?? {} };
  // Not the API's JSON error (a proxy page, say).
  return { code: 'unexpected-response', message: `${response.status}: ${text || response.statusText}`, fields: {} };
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
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
