import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoalescingRunner } from './coalescing-runner.ts';

describe('the coalescing runner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs one pass at a time; requests during a pass share one more pass after it', async () => {
    let passes = 0;
    let release = () => {};
    const runner = createCoalescingRunner('testing', async () => {
      passes += 1;
      if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = runner.request();
    const during = [runner.request(), runner.request(), runner.request()];
    expect(runner.running()).toBe(true);
    release();
    await Promise.all([first, ...during]);
    expect(passes).toBe(2);
    expect(runner.running()).toBe(false);
    await runner.request();
    expect(passes).toBe(3);
  });

  it('join shares the running pass instead of asking for another', async () => {
    let passes = 0;
    let release = () => {};
    const runner = createCoalescingRunner('testing', async () => {
      passes += 1;
      await new Promise<void>((resolve) => (release = resolve));
    });
    const first = runner.join();
    const joined = runner.join();
    release();
    await Promise.all([first, joined]);
    expect(passes).toBe(1);
  });

  it('reports a failed pass with what it was doing, never rejects, and runs again when asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pass = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('storage unavailable')).mockResolvedValue(undefined);
    const runner = createCoalescingRunner('refreshing the held listings', pass);
    await expect(runner.request()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Kiraya: refreshing the held listings failed:', expect.objectContaining({ message: 'storage unavailable' }));
    await runner.request();
    expect(pass).toHaveBeenCalledTimes(2);
  });
});
