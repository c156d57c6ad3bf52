/**
 * What a failed call says to the user, in the page's language (issue 15): in English the server's
 * own message (the most precise), in Hindi the words for its code; a message-less failure (no
 * connection) gets its code's words in either. Every place that shows an API error goes through here,
 * including refusals stored by the outbox, which the service worker records without any copy.
 */
import { pageLocale } from '@shared/locale.ts';
import { errorMessages } from '@shared/messages/errors.ts';
/** An ApiError, or its copy kept by the outbox (whose code is a plain string once stored). */
interface Failure {
  code: string;
  message: string;
}

const isKnownCode = (code: string): code is keyof typeof errorMessages.byCode => Object.hasOwn(errorMessages.byCode, code);

export function errorText(error: Failure): string {
  if (pageLocale === 'en' && error.message) return error.message;
  return isKnownCode(error.code) ? errorMessages.byCode[error.code] : error.message || errorMessages.byCode['unexpected-response'];
}

/** A field's refusal: the server's words in English, else "check this field" beside the field. */
export const fieldErrorText = (message: string): string => (pageLocale === 'en' ? message : errorMessages.fieldInvalid);
