/**
 * What a failed call says to the user, in the page's language: in English the server's own message,
 * in Hindi its code's words with the answer's figures; a failure with no message, or on the device
 * itself, gets its code's words. Every place that shows an API error goes through here.
 */
import type { ApiErrorDetails, FieldErrorCode } from '@shared/api.ts';
import { pageLocale } from '@shared/locale.ts';
import { errorMessages } from '@shared/messages/errors.ts';

/** An ApiError, or its copy kept by the outbox (whose codes are plain strings once stored). */
interface Failure {
  code: string;
  message: string;
  details?: ApiErrorDetails | undefined;
}

/** A failure with refused fields: an ApiError, or the outbox's copy of one. */
interface FieldFailure extends Failure {
  fields: Readonly<Record<string, string>>;
  fieldCodes?: Readonly<Record<string, string>> | undefined;
}

const isKnownCode = (code: string): code is keyof typeof errorMessages.byCode => Object.hasOwn(errorMessages.byCode, code);
const isFieldCode = (code: string | undefined): code is FieldErrorCode => code !== undefined && Object.hasOwn(errorMessages.byField, code);

/** The code's words with the figure its answer carried, for the codes that carry one. */
function withFigure({ code, details = {} }: Failure): string | undefined {
  const words = errorMessages.withFigure;
  if (code === 'throttled' && details.retryAfterSeconds !== undefined) return words.throttled(details.retryAfterSeconds);
  if (code === 'file-too-large' && details.maxBytes !== undefined) return words.fileTooLarge(details.maxBytes);
  if (code === 'too-many-pixels' && details.maxPixels !== undefined) return words.tooManyPixels(details.maxPixels);
  return undefined;
}

export function errorText(error: Failure): string {
  if (error.code === 'client-failure') return errorMessages.byCode['client-failure'];
  if (pageLocale === 'en' && error.message) return error.message;
  const figured = withFigure(error);
  if (figured) return figured;
  // A code this version does not know (a newer server's) falls back to the server's English words.
  return isKnownCode(error.code) ? errorMessages.byCode[error.code] : error.message || errorMessages.byCode['unexpected-response'];
}

/**
 * A field's refusal: the server's words in English; in another language its field code's words
 * ("that username is already taken"), with the figure the answer carried for it ("at most 10 photos"),
 * else "check this field" beside the field.
 */
export function fieldErrorText(message: string, code?: string, details: ApiErrorDetails = {}): string {
  if (pageLocale === 'en') return message;
  if (code === 'too-many-photos' && details.maxPhotos !== undefined) return errorMessages.withFigure.tooManyPhotos(details.maxPhotos);
  return isFieldCode(code) ? errorMessages.byField[code] : errorMessages.fieldInvalid;
}

/**
 * Every refused field of a failure, worded for the page: a field's own code first; else, for an
 * error whose code is a field's meaning (a 409 username-taken sent with its username field), that code.
 */
export function fieldErrorTexts(error: FieldFailure): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [field, fieldErrorText(message, error.fieldCodes?.[field] ?? error.code, error.details)]),
  );
}
