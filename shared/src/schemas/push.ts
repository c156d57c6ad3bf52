/**
 * Bodies of the push subscription calls: what PushSubscription.toJSON() gives. The
 * endpoint's host is checked against the allowed push services on the server, not here.
 */
import * as v from 'valibot';

export const pushMessages = {
  endpoint: 'endpoint must be an https address',
  keys: 'keys must hold p256dh and auth',
  expirationTime: 'expirationTime must be a time in milliseconds or null',
} as const;

const m = pushMessages;
/** base64url without padding, as browsers give the keys. */
const base64url = v.pipe(v.string(m.keys), v.regex(/^[A-Za-z0-9_-]+={0,2}$/, m.keys), v.maxLength(200, m.keys));
const endpoint = v.pipe(v.string(m.endpoint), v.maxLength(2000, m.endpoint), v.url(m.endpoint), v.startsWith('https://', m.endpoint));

/**
 * The last millisecond of the year 9999. A later time is no browser's, and its ISO form needs a
 * six-digit year ("+144640-…") that the database cannot read: found by the bad-input property test.
 */
const LATEST_EXPIRATION_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export const pushSubscriptionPayloadSchema = v.object({
  endpoint,
  expirationTime: v.optional(
    v.nullable(v.pipe(v.number(m.expirationTime), v.integer(m.expirationTime), v.minValue(0, m.expirationTime), v.maxValue(LATEST_EXPIRATION_MS, m.expirationTime))),
    null,
  ),
  keys: v.object({ p256dh: base64url, auth: base64url }, m.keys),
});
export type PushSubscriptionPayload = v.InferOutput<typeof pushSubscriptionPayloadSchema>;

export const pushUnsubscribePayloadSchema = v.object({ endpoint });
export type PushUnsubscribePayload = v.InferOutput<typeof pushUnsubscribePayloadSchema>;
