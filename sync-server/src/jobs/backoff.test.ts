import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../modules/push/push-jobs.ts';
import { backoffMs } from './job-worker.ts';

describe('when a failed job runs again', () => {
  it('backs off exponentially from 10 s, capped at an hour, each wait jittered between half and all of it', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, undefined, () => 1))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoffMs(1, undefined, () => 0)).toBe(5_000);
    expect(backoffMs(30, undefined, () => 1)).toBe(60 * 60 * 1000);
  });

  it('reads Retry-After in seconds or as an HTTP date, within an hour', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(retryAfterMs(new Date(now - 30_000).toUTCString(), now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(60 * 60 * 1000);
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
