/**
 * The one error type every API call rejects with, so forms and toasts can read the server's message,
 * its kebab-case code and per-field messages without knowing how the request failed.
 */
import type { ApiErrorCode } from '@shared/api.ts';

/** Codes the client adds: no connection at all, or an answer that is not the API's JSON error. */
export type ClientErrorCode = 'network-error' | 'unexpected-response';

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
