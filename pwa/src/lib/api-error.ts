/**
 * The one error type every API call rejects with, so forms and toasts can read the server's message,
 * its kebab-case code, per-field messages and codes, and the figures its words need (a wait, a size
 * limit), without knowing how the request failed.
 */
import type { ApiErrorBody, ApiErrorCode, ApiErrorDetails, FieldErrorCode } from '@shared/api.ts';
import type { ClientErrorCode } from '@shared/messages/errors.ts';

export type { ClientErrorCode } from '@shared/messages/errors.ts';

/** What an error carries beyond its English words (ApiErrorBody), for wording it in the page's language. */
export interface ApiErrorExtras {
  details?: ApiErrorDetails;
  fieldCodes?: Readonly<Record<string, FieldErrorCode>>;
  /** The wait the server asked for (Retry-After of a 429 or 503), in ms; the outbox's backoff honours it. */
  retryAfterMs?: number | null;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly details: ApiErrorDetails;
  readonly fieldCodes: Readonly<Record<string, FieldErrorCode>>;
  readonly retryAfterMs: number | null;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | ClientErrorCode,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
    extras: ApiErrorExtras = {},
  ) {
    super(message);
    this.details = extras.details ?? {};
    this.fieldCodes = extras.fieldCodes ?? {};
    this.retryAfterMs = extras.retryAfterMs ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ErrorAnswer {
  code: ApiError['code'];
  message: string;
  fields: Record<string, string>;
  details: ApiErrorDetails;
  fieldCodes: Record<string, FieldErrorCode>;
}

/** What a failed answer says: the API's JSON error, or the "{status}: {response text}" otherwise. */
export async function readErrorAnswer(response: Response): Promise<ErrorAnswer> {
  const text = await response.text().catch(() => '');
  const parsed = parseErrorBody(text);
  if (parsed) return { code: parsed.code, message: parsed.message, fields: parsed.fields ?? {}, details: parsed.details ?? {}, fieldCodes: parsed.fieldCodes ?? {} };
  // Not the API's JSON error (a proxy page, say).
  return { code: 'unexpected-response', message: `${response.status}: ${text || response.statusText}`, fields: {}, details: {}, fieldCodes: {} };
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined; // Not JSON: the caller falls back to the status line.
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { message, code, fields, fieldCodes, details } = value as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return undefined;
  // The server only sends codes of the shared ApiErrorCode and FieldErrorCode unions.
  return {
    message,
    code: code as ApiErrorBody['code'],
    fields: stringRecord(fields),
    fieldCodes: stringRecord(fieldCodes) as Record<string, FieldErrorCode>,
    details: figures(details),
  };
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Every figure ApiErrorDetails names: a new one that is not listed here fails the build. */
const DETAIL_KEYS = Object.keys({ retryAfterSeconds: true, maxBytes: true, maxPixels: true, maxPhotos: true } satisfies Record<keyof ApiErrorDetails, true>) as Array<keyof ApiErrorDetails>;

/** The known figures that are real non-negative numbers; anything else is dropped (the words then go without it). */
function figures(value: unknown): ApiErrorDetails {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const details: ApiErrorDetails = {};
  for (const key of DETAIL_KEYS) {
    const figure = record[key];
    if (typeof figure === 'number' && Number.isFinite(figure) && figure >= 0) details[key] = figure;
  }
  return details;
}
