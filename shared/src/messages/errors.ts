/**
 * What each error code means to a user (issue 15: the server's errors are shown by their code in the
 * user's language). In English the server's own message is shown, being the more precise; these are
 * the words for a code when the page speaks another language, or when an answer came with no message
 * (no connection, an answer that is not the API's). The compiler checks every code has its words.
 */
import type { ApiErrorCode } from '../api.ts';
import { localized, type Copy } from '../locale.ts';

/** Codes the client adds: no connection at all, or an answer that is not the API's JSON error. */
export type ClientErrorCode = 'network-error' | 'unexpected-response';

const byCode: Readonly<Record<ApiErrorCode | ClientErrorCode, string>> = {
  'invalid-input': 'Please check the highlighted fields.',
  'malformed-json': 'The request could not be read. Please try again.',
  'unsupported-media-type': 'The request could not be read. Please try again.',
  'unsupported-encoding': 'The request could not be read. Please try again.',
  'undecodable-body': 'The request could not be read. Please try again.',
  'too-deeply-nested': 'The request could not be read. Please try again.',
  'invalid-cursor': 'This list changed. Please start again from the first page.',
  'payload-too-large': 'That is too large to send.',
  'not-signed-in': 'Please log in to continue.',
  forbidden: 'You are not allowed to do that.',
  'cross-site-request': 'Cross-site requests are not allowed.',
  'not-found': 'Not found. It may have been removed.',
  'method-not-allowed': 'That cannot be done here.',
  'username-taken': 'That username is already taken. Please choose another.',
  'email-taken': 'An account with this email already exists. Please log in instead.',
  'invalid-credentials': 'Invalid username or password',
  throttled: 'Too many attempts. Please wait a little and try again.',
  conflict: 'This was changed somewhere else. Please reload and try again.',
  'idempotency-mismatch': 'This was already sent with different details. Please try again.',
  'upload-url-expired': 'The upload took too long. Please add the file again.',
  'storage-unavailable': 'Photos and videos cannot be stored right now. Please try again later.',
  'idempotency-in-flight': 'This is still being sent. Please wait a moment.',
  'internal-error': 'Something went wrong on our side. Please try again.',
  'own-listing': 'This is your listing: you cannot send a message to yourself about it.',
  'conversation-blocked': 'Messages cannot be sent in this conversation.',
  'push-service-not-allowed': 'Alerts cannot be turned on in this browser.',
  'booking-conflict': 'Some of these days are no longer free. Please choose other dates.',
  'booking-closed': 'This booking can no longer be changed.',
  'review-not-allowed': 'This booking cannot be rated now.',
  'document-type-taken': 'A document of this type was already submitted.',
  'document-closed': 'This document was already reviewed.',
  'payment-signature-invalid': 'The payment could not be confirmed. Nothing was activated.',
  'payment-failed': 'The payment failed. Your plan is unchanged.',
  'payment-gateway-unavailable': 'Payments are not available right now. Nothing was charged.',
  'network-error': 'You appear to be offline. Please check your connection and try again.',
  'unexpected-response': 'Something went wrong. Please try again.',
};

const english = {
  byCode,
  /** A field the server refused, when the page's language is not the server's (English). */
  fieldInvalid: 'Please check this field.',
};

export type ErrorMessages = Copy<typeof english>;
export const errorMessages: ErrorMessages = await localized<ErrorMessages>(english, () => import('./hi/errors.ts'));
