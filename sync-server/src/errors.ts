/**
 * Typed errors the services throw (CONVENTIONS.md §4); the error middleware turns them into the JSON
 * error of DESIGN.md §5.
 */
import type { ApiErrorCode } from '@shared/api.ts';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
