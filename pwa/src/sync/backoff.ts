/**
 * How long an operation waits before its next try after a lost connection, a busy server (429) or a
 * server error (5xx): exponential, with jitter so that phones that all come back online at once do
 * not all retry in the same second; never sooner than the server's Retry-After.
 */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/** A Retry-After is honoured up to this: a misconfigured proxy must not park a write for days. */
export const RETRY_AFTER_CAP_MS = 60 * 60_000;

/**
 * The wait after the `attempts`-th failed try (1 for the first): between half and all of
 * base × 2^(attempts−1), capped; `random` is in [0, 1).
 */
export function backoffDelay(attempts: number, random: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random * ceiling) / 2);
}

export function retryDelay(attempts: number, random: number, retryAfterMs: number | null): number {
  const backoff = backoffDelay(attempts, random);
  return retryAfterMs === null ? backoff : Math.max(backoff, Math.min(retryAfterMs, RETRY_AFTER_CAP_MS));
}
