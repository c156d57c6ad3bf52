import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withLock, HELD_ITEMS_LOCK } from '@pwa/sync/index.ts';
import { heldItemsJob, REFRESH_ON_VIEW_AFTER_MS, type HeldItemsRefreshDeps } from './held-items-job.ts';
import type { refreshHeldItems } from './refresh-held-items.ts';

const refresh = vi.hoisted(() => ({ refreshHeldItems: vi.fn<typeof refreshHeldItems>(async () => ({ asked: 0, updated: 0, deleted: 0 })) }));
vi.mock('./refresh-held-items.ts', () => refresh);

// A job's on() resolves once the run it asked for has ended (or at once when it asked for none), so
// every check below reads a settled state: no clock, no waiting for something not to happen.
describe('when the held listings are refreshed', () => {
  let now = 0;
  let online = true;
  // refreshHeldItems is the stand-in above, so nothing posts: Promise<never> fits postJson's every <T>.
  const deps: HeldItemsRefreshDeps = { postJson: vi.fn<(path: string, body: unknown) => Promise<never>>(), now: () => now, online: () => online };
  const runs = () => refresh.refreshHeldItems.mock.calls.length;

  beforeEach(() => {
    now = 1_000_000;
    online = true;
    refresh.refreshHeldItems.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('at start when online, and when the connection returns; never offline, nor on a sign-in or Background Sync', async () => {
    const job = heldItemsJob(deps);
    online = false;
    await job.on('start');
    expect(runs()).toBe(0);
    online = true;
    await job.on('account');
    await job.on('background-sync');
    expect(runs()).toBe(0);
    await job.on('online');
    expect(runs()).toBe(1);
  });

  it('when the app comes back into view five minutes or more after the last refresh, not sooner', async () => {
    const job = heldItemsJob(deps);
    await job.on('start');
    expect(runs()).toBe(1);
    now += REFRESH_ON_VIEW_AFTER_MS - 1;
    await job.on('visible');
    expect(runs()).toBe(1);
    now += 1;
    await job.on('visible');
    expect(runs()).toBe(2);
  });

  it('one at a time: triggers during a refresh share one more refresh after it', async () => {
    let finish = () => {};
    refresh.refreshHeldItems.mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve({ asked: 0, updated: 0, deleted: 0 }))));
    const job = heldItemsJob(deps);
    const first = job.on('start');
    await vi.waitFor(() => expect(runs()).toBe(1));
    const during = [job.on('online'), job.on('online'), job.on('online')];
    expect(runs()).toBe(1);
    finish();
    await Promise.all([first, ...during]);
    expect(runs()).toBe(2);
  });

  it('leaves the refresh to the tab that holds the lock', async () => {
    vi.stubGlobal('navigator', undefined);
    let release = () => {};
    const otherTab = withLock(HELD_ITEMS_LOCK, () => new Promise<void>((resolve) => (release = resolve)));
    await heldItemsJob(deps).on('start');
    expect(runs()).toBe(0);
    release();
    await otherTab;
    await heldItemsJob(deps).on('start');
    expect(runs()).toBe(1);
  });
});
