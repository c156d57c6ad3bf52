import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_LOCK, withLock, withLockIfFree } from './with-lock.ts';

/** A holder that stays in until released: the test decides when it leaves, no clock involved. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the lock helper', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the Web Lock where there is one (one holder across tabs and the service worker)', async () => {
    const request = vi.fn<(name: string, task: () => Promise<unknown>) => Promise<unknown>>(async (_name, task) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    expect(await withLock(OUTBOX_LOCK, async () => 'flushed')).toBe('flushed');
    expect(request).toHaveBeenCalledWith(OUTBOX_LOCK, expect.any(Function));
  });

  it('asks the Web Lock with ifAvailable when only a free lock will do, and skips the task when it is held', async () => {
    const request = vi.fn<(name: string, options: LockOptions, task: (lock: Lock | null) => Promise<unknown>) => Promise<unknown>>(async (_name, _options, task) => task(null));
    vi.stubGlobal('navigator', { locks: { request } });
    const task = vi.fn<() => Promise<string>>(async () => 'refreshed');
    expect(await withLockIfFree('kiraya-held-items', task)).toBeUndefined();
    expect(task).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledWith('kiraya-held-items', { ifAvailable: true }, expect.any(Function));
  });

  it('without Web Locks, runs holders one after another in this realm, even when one fails', async () => {
    vi.stubGlobal('navigator', undefined);
    const order: string[] = [];
    const first = gate();
    const holder = (name: string, fail = false, wait: Promise<void> = Promise.resolve()) =>
      withLock('test-lock', async () => {
        order.push(`${name} in`);
        await wait;
        order.push(`${name} out`);
        if (fail) throw new Error(name);
      });
    const results = Promise.allSettled([holder('a', false, first.opened), holder('b', true), holder('c')]);
    // b and c wait for a, whatever the event loop does meanwhile.
    await vi.waitFor(() => expect(order).toEqual(['a in']));
    first.open();
    expect((await results).map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  it('without Web Locks, skips an if-free task while the lock is held in this realm, and runs it once it is free', async () => {
    vi.stubGlobal('navigator', undefined);
    const holding = gate();
    const held = withLock('test-lock-2', () => holding.opened);
    expect(await withLockIfFree('test-lock-2', async () => 'ran')).toBeUndefined();
    holding.open();
    await held;
    expect(await withLockIfFree('test-lock-2', async () => 'ran')).toBe('ran');
  });
});
