/**
 * Durations the app and the server must agree on, derived from one another so they cannot drift apart
 * (timings.test.ts checks the relations). Each says what it guards.
 */
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The longest the app waits for one request (its outbox's timeout): long enough for a 5 MB video on a
 * slow 3G upload link (about 0.3 Mbit/s).
 */
export const LONGEST_CLIENT_REQUEST_MS = 3 * MINUTE_MS;

/**
 * The server gives up receiving a request after this (Node's requestTimeout): a little longer than the
 * app waits, so the server never cuts off a request the app is still waiting for.
 */
export const SERVER_REQUEST_TIMEOUT_MS = LONGEST_CLIENT_REQUEST_MS + 30 * SECOND_MS;

/**
 * An idempotency claim whose request never answered is taken over only after this: by then the
 * request that claimed it has ended on both sides (the server cut it off at its request timeout and
 * the app stopped waiting), so a slow duplicate can never run beside it — and the failure path of one
 * can never delete media the other wrote. The margin covers the work after the body is in (an image
 * resized, the commit) and clocks of several server processes.
 */
export const STALE_CLAIM_MS = SERVER_REQUEST_TIMEOUT_MS + 2 * MINUTE_MS;

/** Idempotent answers are kept this long: a phone can stay offline for weeks before its outbox replays. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 30 * DAY_MS;

/**
 * Uploads not attached to any listing are swept after this. A write replayed from an outbox may attach
 * them for as long as its key lives, so they are kept at least that long, plus a day for the hourly
 * sweep and clocks: a phone offline for two weeks comes back to a listing whose photos are still there.
 */
export const UNATTACHED_UPLOAD_LIFETIME_MS = IDEMPOTENCY_KEY_LIFETIME_MS + DAY_MS;
