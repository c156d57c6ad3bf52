/**
 * What each error code means to a user. In English the server's own message is shown, being the more
 * precise; these are a code's words when the page speaks another language, or when an answer came
 * with no message (no connection, an answer that is not the API's). The compiler checks every code
 * has its words.
 */
import type { ApiErrorCode, FieldErrorCode } from '../api/http.ts';
import { formatFileSize, formatMegapixels, formatNumber, formatWait } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

/**
 * Codes the client adds: no connection at all, an answer that is not the API's JSON error, or a
 * failure on the device itself (a bug, storage full) while the outbox sent a write — whose developer
 * message is logged, never shown.
 */
export type ClientErrorCode = 'network-error' | 'unexpected-response' | 'client-failure';

const byCode: Readonly<Record<ApiErrorCode | ClientErrorCode, string>> = {
  'invalid-input': 'Please check the highlighted fields.',
  'malformed-json': 'The request could not be read. Please try again.',
  'unsupported-media-type': 'The request could not be read. Please try again.',
  'image-type-not-allowed': 'Only JPEG, PNG, and WebP images are allowed.',
  'video-type-not-allowed': 'Only MP4, WebM, and MOV videos are allowed.',
  'unsupported-encoding': 'The request could not be read. Please try again.',
  'undecodable-body': 'The request could not be read. Please try again.',
  'too-deeply-nested': 'The request could not be read. Please try again.',
  'invalid-cursor': 'This list changed. Please start again from the first page.',
  'payload-too-large': 'That is too large to send.',
  'file-too-large': 'This file is too large. Please choose a smaller one.',
  'too-many-pixels': 'This image has too many pixels. Please choose a smaller photo.',
  'not-signed-in': 'Please log in to continue.',
  forbidden: 'You are not allowed to do that.',
  'cross-site-request': 'Cross-site requests are not allowed.',
  'https-required': 'Signing in needs a secure connection, which this site is not set up for yet. Please try again later.',
  'invalid-reset-link': 'This link has expired or was already used. Ask for a new one.',
  'wrong-password': 'That is not your current password.',
  'device-not-found': 'That device is no longer signed in.',
  'recent-sign-in-required': 'For your safety, sign in again, then delete your account within 10 minutes.',
  'account-deleted': 'This account was deleted.',
  'invalid-confirmation-link': 'This link has expired or was already used.',
  'invalid-unsubscribe-link': 'This unsubscribe link is not valid.',
  'report-exists': 'You have already reported this. Our team will look at it.',
  'saved-search-limit': 'You can keep up to 20 saved searches. Delete one to save another.',
  'own-report-target': 'You cannot report yourself or your own listing.',
  'reports-closed': 'These reports were already closed.',
  'moderation-already-done': 'Already done: another moderator got there first.',
  'last-admin': 'This is the last administrator: make another one first.',
  'listing-not-hidden': 'This listing is not waiting for a review.',
  'listing-waits-for-owner': 'This listing is hidden because its owner’s account is suspended: restore the account to list it again.',
  'account-suspended': 'This account is suspended for breaking Kiraya’s rules. We emailed you why, and how to appeal.',
  'email-already-confirmed': 'Your email is already confirmed.',
  'this-device': 'To sign out of this device, use Sign out in the menu.',
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
  'conversation-blocked': 'This conversation was blocked by the other person. You cannot send messages here.',
  'conversation-blocked-by-you': 'You blocked this conversation. Unblock it to send messages.',
  'push-service-not-allowed': 'Alerts cannot be turned on in this browser.',
  'booking-conflict': 'Some of these days are no longer free. Please choose other dates.',
  'booking-closed': 'This booking can no longer be changed.',
  'review-not-allowed': 'This booking cannot be rated now.',
  'document-type-taken': 'A document of this type was already submitted.',
  'document-closed': 'This document was already reviewed.',
  'support-request-answered': 'This support request has already been answered.',
  'payment-signature-invalid': 'The payment could not be confirmed. Nothing was activated.',
  'payment-failed': 'The payment failed. Your plan is unchanged.',
  'payment-gateway-unavailable': 'Payments are not available right now. Nothing was charged.',
  'payments-unavailable': 'Payments are not available on this site yet. Nothing was charged.',
  'network-error': 'You appear to be offline. Please check your connection and try again.',
  'unexpected-response': 'Something went wrong. Please try again.',
  'client-failure': 'A problem on this device stopped this from being sent. Nothing is lost: it is still saved here. Tap Retry to send it again.',
};

const english = {
  byCode,
  /** Codes worded with the figure their answer carries (ApiErrorDetails), when it carried one. */
  withFigure: {
    throttled: (retryAfterSeconds: number) => `Too many attempts. Please wait ${formatWait(retryAfterSeconds, 'en')} and try again.`,
    fileTooLarge: (maxBytes: number) => `This file is too large. It can be at most ${formatFileSize(maxBytes, 'en')}.`,
    tooManyPhotos: (maxPhotos: number) => `You can upload maximum ${formatNumber(maxPhotos, 'en')} photos.`,
    tooManyPixels: (maxPixels: number) =>
      `This image has too many pixels (at most ${formatMegapixels(maxPixels, 'en')} megapixels). Please choose a smaller photo.`,
  },
  /** A refused field, by its code (ApiErrorBody.fieldCodes), beside the field. */
  byField: {
    required: 'This is required.',
    'username-taken': byCode['username-taken'],
    'email-taken': byCode['email-taken'],
    'document-type-taken': byCode['document-type-taken'],
    'too-many-photos': 'Your plan allows fewer photos. Please remove some.',
    'media-not-uploaded': 'Photos and videos must be uploaded through Kiraya.',
    'wrong-password': byCode['wrong-password'],
    'same-email': 'That is already your email.',
  } satisfies Record<FieldErrorCode, string>,
  /** A field the server refused without a code, when the page's language is not the server's (English). */
  fieldInvalid: 'Please check this field.',
};

export type ErrorMessages = Copy<typeof english>;
export const errorMessages: ErrorMessages = await localized<ErrorMessages>(english, () => import('./hi/errors.ts'));
