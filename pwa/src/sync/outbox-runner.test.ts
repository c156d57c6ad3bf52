import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlushOutcome } from './flush-outbox.ts';
import { createOutboxRunner, type RunnerOptions } from './outbox-runner.ts';

const idle: FlushOutcome = { sent: 0, refused: 0, stopped: null, retryAt: null };
const passThrough = <T,>(task: () => Promise<T>) => task();

describe('the outbox runner', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs one pass at a time; requests during a pass share one more pass after it', async () => {
    let passes = 0;
    let release = () => {};
    const flush = vi.fn<RunnerOptions['flush']>(async () => {
      passes += 1;
      if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
      return idle;
    });
    const runner = createOutboxRunner({ flush, lock: passThrough });
    const first = runner.request();
    const during = [runner.request(), runner.request(), runner.request()];
    release();
    await Promise.all([first, ...during]);
    expect(passes).toBe(2);
    await runner.request();
    expect(passes).toBe(3);
  });

  it('runs again when a waiting operation falls due, but not after a 401 (a new session starts a pass)', async () => {
    vi.useFakeTimers({ now: 1_000 });
    const outcomes: FlushOutcome[] = [{ ...idle, stopped: 'offline-or-busy', retryAt: 6_000 }, { ...idle, stopped: 'sign-in', retryAt: 9_000 }, idle];
    const flush = vi.fn<RunnerOptions['flush']>(async () => outcomes.shift() ?? idle);
    const heard: FlushOutcome[] = [];
    const runner = createOutboxRunner({ flush, lock: passThrough, onOutcome: (outcome) => heard.push(outcome) });
    await runner.request();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flush).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flush).toHaveBeenCalledTimes(2);
    expect(heard.map((outcome) => outcome.stopped)).toEqual(['offline-or-busy', 'sign-in']);
  });

  it('tries a pass that failed on the device again later, reports it, and never rejects', async () => {
    vi.useFakeTimers({ now: 0 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const flush = vi.fn<RunnerOptions['flush']>().mockRejectedValueOnce(new Error('storage unavailable')).mockResolvedValue(idle);
    const runner = createOutboxRunner({ flush, lock: passThrough });
    await expect(runner.request()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Kiraya: sending the outbox failed:', expect.objectContaining({ message: 'storage unavailable' }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(flush).toHaveBeenCalledTimes(2);
    runner.stop();
  });
});
