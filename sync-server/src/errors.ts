/**
 * Typed errors the services throw; the error middleware turns them into the one JSON error
 * shape.
 */
import type { ApiErrorCode, ApiErrorDetails, FieldErrorCode } from '@shared/api.ts';
import { listingMessages } from '@shared/messages/listings.ts';

/** What an error carries beyond its English words, for a client that words it in another language. */
export interface AppErrorExtras {
  /** The figures its words need (ApiErrorDetails: a wait, a size limit). */
  details?: ApiErrorDetails;
  /** What some of its `fields` refusals mean, as codes. */
  fieldCodes?: Record<string, FieldErrorCode>;
}

export class AppError extends Error {
  readonly details: ApiErrorDetails | undefined;
  readonly fieldCodes: Record<string, FieldErrorCode> | undefined;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    extras: AppErrorExtras = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.details = extras.details;
    this.fieldCodes = extras.fieldCodes;
  }
}

/** 429: too many tries; the wait goes in Retry-After and, for the client's own words, in details. */
export const throttledError = (message: string, seconds: number): AppError =>
  new AppError(429, 'throttled', message, undefined, { 'Retry-After': String(seconds) }, { details: { retryAfterSeconds: seconds } });

/** 400: more photos than the user's plan allows, refused on `field`, with the plan's number for the client's words. */
export function tooManyPhotosError(field: string, maxPhotos: number): AppError {
  const message = listingMessages.validation.tooManyPhotosOfPlan(maxPhotos);
  return new AppError(400, 'invalid-input', message, { [field]: message }, undefined, { fieldCodes: { [field]: 'too-many-photos' }, details: { maxPhotos } });
}

/** 413: an uploaded file over its limit, which the client is told as a figure too. */
export const fileTooLargeError = (message: string, maxBytes: number): AppError =>
  new AppError(413, 'file-too-large', message, undefined, undefined, { details: { maxBytes } });
