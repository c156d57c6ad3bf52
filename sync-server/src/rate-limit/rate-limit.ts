/**
 * Write-rate limits against floods (messages, new conversations, contact clicks): fixed windows
 * counted in the database (rate-limit-repo.ts), so several server processes agree. A hit is counted
 * inside the request's transaction: a refused request (throttled, or refused for any other reason)
 * rolls its hit back, so waiting out the window is always enough and a flood never extends its pause.
 */
import type { Knex } from 'knex';
import { throttledError } from '../errors.ts';
import { countHit, deleteEndedWindows } from './rate-limit-repo.ts';

export interface RateLimit {
  /** What is counted and for whom, e.g. `message-minute:<user id>`. */
  key: string;
  /** Hits allowed in one window. */
  max: number;
  windowSeconds: number;
  /** The 429's message, given the seconds to wait. */
  refusal: (seconds: number) => string;
}

/** Counts one hit on each limit, in the order given; 429 with Retry-After at the first one over. */
export async function admitHit(trx: Knex.Transaction, rateLimits: readonly RateLimit[]): Promise<void> {
  for (const limit of rateLimits) {
    const { hits, secondsLeft } = await countHit(trx, limit.key, limit.windowSeconds);
    if (hits <= limit.max) continue;
    const seconds = Math.max(1, secondsLeft);
    throw throttledError(limit.refusal(seconds), seconds);
  }
}

export const sweepEndedRateWindows = (db: Knex): Promise<number> => deleteEndedWindows(db);
