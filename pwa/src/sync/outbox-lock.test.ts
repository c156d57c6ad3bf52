import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_LOCK, withOutboxLock } from './outbox-lock.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the outbox lock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the Web Lock where there is one (one holder across tabs and the service worker)', async () => {
    const request = vi.fn(async (_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    expect(await withOutboxLock(async () => 'flushed')).toBe('flushed');
    expect(request).toHaveBeenCalledWith(OUTBOX_LOCK, expect.any(Function));
  });

  it('without Web Locks, runs holders one after another in this realm, even when one fails', async () => {
    vi.stubGlobal('navigator', undefined);
    const order: string[] = [];
    const holder = (name: string, fail = false) =>
      withOutboxLock(async () => {
        order.push(`${name} in`);
        await tick();
        order.push(`${name} out`);
        if (fail) throw new Error(name);
      });
    const results = await Promise.allSettled([holder('a'), holder('b', true), holder('c')]);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
