import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, RETRY_AFTER_CAP_MS, backoffDelay, retryDelay } from './backoff.ts';
import { parseRetryAfter } from './outbox-client.ts';

const attempts = fc.integer({ min: 1, max: 60 });
const random = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('backoff', () => {
  it('doubles from the base up to the cap, jittered between half and all of it', () => {
    fc.assert(
      fc.property(attempts, random, (attempt, jitter) => {
        const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
        const delay = backoffDelay(attempt, jitter);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }),
    );
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 0))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffDelay(40, 0.999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
  });

  it('spreads phones that failed together over the interval instead of one instant', () => {
    const delays = new Set([0, 0.25, 0.5, 0.75].map((jitter) => backoffDelay(5, jitter)));
    expect(delays.size).toBe(4);
  });

  it("never retries sooner than the server's Retry-After, which counts up to an hour", () => {
    fc.assert(
      fc.property(attempts, random, fc.nat({ max: 3 * RETRY_AFTER_CAP_MS }), (attempt, jitter, retryAfter) => {
        const delay = retryDelay(attempt, jitter, retryAfter);
        expect(delay).toBeGreaterThanOrEqual(Math.min(retryAfter, RETRY_AFTER_CAP_MS));
        expect(delay).toBeGreaterThanOrEqual(backoffDelay(attempt, jitter));
        expect(delay).toBeLessThanOrEqual(Math.max(RETRY_AFTER_CAP_MS, BACKOFF_CAP_MS));
      }),
    );
    expect(retryDelay(1, 0, null)).toBe(500);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:01:30 GMT', now)).toBe(90_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
