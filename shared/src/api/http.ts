/** What every call shares: the JSON error of a refused call and the headers of paged lists. */

/** Response header carrying the cursor of the next page of a list (keyset pagination). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** Response header carrying the total number of matches of a list, when the call counts them. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Error codes the API answers with, as kebab-case strings. */
export type ApiErrorCode =
  | 'invalid-input'
  | 'malformed-json'
  /** 415: the request body is not of a type the call reads (not JSON, where JSON is expected). */
  | 'unsupported-media-type'
  /** 415: an uploaded photo that is not a JPEG, PNG or WebP (judged by its bytes). */
  | 'image-type-not-allowed'
  /** 415: an uploaded video that is not an MP4, MOV or WebM (judged by its first bytes). */
  | 'video-type-not-allowed'
  | 'unsupported-encoding'
  | 'undecodable-body'
  | 'too-deeply-nested'
  | 'invalid-cursor'
  /** 413: the request body is larger than the call reads (JSON bodies: limits.jsonBodyBytes). */
  | 'payload-too-large'
  /** 413: a photo, picture or video over its size limit; `details.maxBytes` is that limit. */
  | 'file-too-large'
  /** 413: a photo with more pixels than the server decodes; `details.maxPixels` is that limit. */
  | 'too-many-pixels'
  | 'not-signed-in'
  | 'forbidden'
  | 'cross-site-request'
  /**
   * 403: a production server was asked to start or keep a session over plain HTTP, where its Secure
   * cookie cannot go: the site is served without TLS, or behind a TLS proxy without TRUST_PROXY=true.
   */
  | 'https-required'
  /** 400: a password reset link that does not exist, has expired or was used. */
  | 'invalid-reset-link'
  /** 400: the current password given to change it is not the account's. */
  | 'wrong-password'
  /** 400: an email confirmation link that does not exist, has expired or was used. */
  | 'invalid-confirmation-link'
  /** 400: an unsubscribe link the server did not sign. */
  | 'invalid-unsubscribe-link'
  /** 409: the reporter's report of this target is still open. */
  | 'report-exists'
  /** 409: the user keeps as many saved searches as allowed already. */
  | 'saved-search-limit'
  /** 403: reporting oneself, one's own listing or one's own message. */
  | 'own-report-target'
  /** 409: an action on a target whose reports another moderator closed meanwhile. */
  | 'reports-closed'
  /** 409: a moderator's action on a listing or account already in that state (another moderator got there first). */
  | 'moderation-already-done'
  /** 409: revoking the last administrator. */
  | 'last-admin'
  /** 409: asking for another look at a listing the moderators did not hide (or already asked). */
  | 'listing-not-hidden'
  /** 409: listing again a listing hidden only because its owner's account is suspended. */
  | 'listing-waits-for-owner'
  /** 403 at sign-in, 401 on a session it ended: the account is suspended by the moderators. */
  | 'account-suspended'
  /** 409: asking for a confirmation link when the email is already confirmed. */
  | 'email-already-confirmed'
  /** 403: deleting an account without a password needs a sign-in of the last 10 minutes. */
  | 'recent-sign-in-required'
  /** 401: the session's account was deleted (from this device or another): the device clears what it held of it. */
  | 'account-deleted'
  /** 404: a device to sign out that is not (or no longer) signed in to this account. */
  | 'device-not-found'
  /** 400: signing this device out from the devices list; the app's Sign out does that. */
  | 'this-device'
  | 'not-found'
  | 'method-not-allowed'
  | 'username-taken'
  | 'email-taken'
  | 'invalid-credentials'
  /** 429: too many tries (sign-in, messages, contact clicks, booking requests); `details.retryAfterSeconds` is the wait (also Retry-After). */
  | 'throttled'
  | 'conflict'
  | 'idempotency-mismatch'
  | 'upload-url-expired'
  | 'storage-unavailable'
  | 'idempotency-in-flight'
  | 'internal-error'
  | 'own-listing'
  /** 403: the other side blocked this conversation; the sender cannot undo it. */
  | 'conversation-blocked'
  /** 403: the sender blocked this conversation themselves; unblocking it lets them write again. */
  | 'conversation-blocked-by-you'
  | 'push-service-not-allowed'
  /** 409: the days clash with an accepted booking or the owner's blocked days. */
  | 'booking-conflict'
  /** 409: the booking is not in a state that allows this (accepting a cancelled request, cancelling after the start). */
  | 'booking-closed'
  /** 409: a review before the end date, of a booking that was not accepted, or a second one. */
  | 'review-not-allowed'
  /** 409: a document of this type was already submitted (a rejected one is resubmitted instead). */
  | 'document-type-taken'
  /** 409: deciding a document that is no longer pending, or resubmitting one that is not rejected. */
  | 'document-closed'
  /** 409: answering a support request that has an answer already. */
  | 'support-request-answered'
  /** 400: a checkout result or webhook whose signature does not match (nothing was activated). */
  | 'payment-signature-invalid'
  /** In a 200 answer of the test checkout (TestCheckoutAnswer): told to fail; the payment is marked failed, the plan unchanged. */
  | 'payment-failed'
  /** 503: payments are off on this server (production without payment keys); nothing can be bought. */
  | 'payments-unavailable'
  /** 502: the payment gateway could not be reached or refused to make the order; nothing was charged. */
  | 'payment-gateway-unavailable';

/**
 * What one refused field means, as a code: a client that does not show the server's English
 * `fields` message words the refusal from this. Sent for the common refusals, not every field message.
 */
export type FieldErrorCode =
  /** The field was left out altogether, or refers to nothing (an unknown category). */
  | 'required'
  /** The username or email belongs to another account already (a case-insensitive match). */
  | 'username-taken'
  | 'email-taken'
  /** A document of this type was already submitted by the account. */
  | 'document-type-taken'
  /** More photos than the saving user's plan allows (details.maxPhotos says how many it does). */
  | 'too-many-photos'
  /** A photo or video the user did not upload through Kiraya for this listing (or not Kiraya's address at all). */
  | 'media-not-uploaded'
  /** The current password given is not the account's. */
  | 'wrong-password'
  /** The new email asked for is the account's email already. */
  | 'same-email';

/**
 * The figures an error's words need, as numbers, so a client can write them in the user's language;
 * the English `message` has them written in already. Each is sent with the codes named.
 */
export interface ApiErrorDetails {
  /** `throttled`: whole seconds to wait before a try can succeed (the Retry-After header's value). */
  retryAfterSeconds?: number;
  /** `file-too-large`: the most bytes the file may have (a MB in the messages is 1,048,576 bytes). */
  maxBytes?: number;
  /** `too-many-pixels`: the most pixels (width × height) a photo may have. */
  maxPixels?: number;
  /** A `too-many-photos` field: the most photos a listing may have on the user's plan. */
  maxPhotos?: number;
}

/**
 * The JSON error of every refused call. `message` and the `fields` messages are the
 * server's English; a client showing another language words the error by `code`, each field by its
 * `fieldCodes` entry (or, when it has none, by the error's own code), with the figures of `details`.
 */
export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  fields?: Record<string, string>;
  /** For some keys of `fields`: what the refusal means (say, `{ username: 'username-taken' }`). */
  fieldCodes?: Record<string, FieldErrorCode>;
  details?: ApiErrorDetails;
}
