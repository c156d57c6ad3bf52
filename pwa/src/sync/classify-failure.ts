/**
 * What a failed try means for its operation: retried later (no answer, a busy server, this request
 * still running), waiting for a sign-in (401), or refused and kept for the user's Retry, Edit or
 * Discard (any other 4xx, or a failure on the device).
 */
import { isApiError } from '@pwa/lib/api-error.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import type { OutboxFailure } from '@pwa/db/outbox-row.ts';

export type Verdict =
  | { type: 'retry'; stopFlush: boolean; retryAfterMs: number | null; failure: OutboxFailure }
  | { type: 'sign-in'; failure: OutboxFailure }
  | { type: 'refused'; failure: OutboxFailure };

const TRANSIENT = new Set([0, 408, 429]);

// - no answer, 408, 429 or 5xx: the network or the server is the problem, not the write — back off
//   and stop the flush (the next operation would meet the same problem);
// - 409 idempotency-in-flight: an earlier try of this very request is still running on the server —
//   try it again a little later, while other entities' operations go on;
// - 401: the session ended. The write is fine and stays pending; nothing is sent until the user
//   signs in again (its account's next session replays it);
// - any other 4xx: the server refuses this write — it is marked failed with the server's message and
//   fields, and waits for the user's Retry, Edit or Discard;
// - anything that is not an answer of the server (a bug, storage full on the device): failed too,
//   rather than retried forever in silence, as `client-failure`. Its message is a developer's ("upload
//   URLs kept expiring…"): it goes to the log, and the user reads the code's words (lib/error-text.ts).
export function classifyFailure(error: unknown): Verdict {
  if (!isApiError(error)) {
    reportError('sending a queued change', error);
    return { type: 'refused', failure: { status: 0, code: 'client-failure', message: '', fields: {} } };
  }
  const failure: OutboxFailure = {
    status: error.status,
    code: error.code,
    message: error.message,
    fields: { ...error.fields },
    ...(Object.keys(error.details).length ? { details: { ...error.details } } : {}),
    ...(Object.keys(error.fieldCodes).length ? { fieldCodes: { ...error.fieldCodes } } : {}),
  };
  const { retryAfterMs } = error;
  if (TRANSIENT.has(error.status) || error.status >= 500) return { type: 'retry', stopFlush: true, retryAfterMs, failure };
  if (error.status === 409 && error.code === 'idempotency-in-flight') return { type: 'retry', stopFlush: false, retryAfterMs, failure };
  if (error.status === 401) return { type: 'sign-in', failure };
  return { type: 'refused', failure };
}
