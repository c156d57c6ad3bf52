import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_ON_VIEW_AFTER_MS, startHeldItemsRefresh, type HeldItemsRefreshDeps } from './start-held-items-refresh.ts';

const refresh = vi.hoisted(() => ({ refreshHeldItems: vi.fn(async () => ({ asked: 0, updated: 0, deleted: 0 })) }));
vi.mock('./refresh-held-items.ts', () => refresh);

describe('when the held listings are refreshed', () => {
  let now = 0;
  let online = true;
  let stop = () => {};
  const deps: HeldItemsRefreshDeps = { postJson: vi.fn(), now: () => now, online: () => online };
  const runs = () => refresh.refreshHeldItems.mock.calls.length;
  const show = async (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
  };

  beforeEach(() => {
    now = 1_000_000;
    online = true;
    refresh.refreshHeldItems.mockClear();
  });
  afterEach(() => stop());

  it('at start when online, and when the connection returns', async () => {
    online = false;
    stop = startHeldItemsRefresh(deps);
    expect(runs()).toBe(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(runs()).toBe(1));
  });

  it('when the app comes back into view five minutes or more after the last refresh, not sooner', async () => {
    stop = startHeldItemsRefresh(deps);
    await vi.waitFor(() => expect(runs()).toBe(1));
    await show('hidden');
    now += REFRESH_ON_VIEW_AFTER_MS - 1;
    await show('visible');
    expect(runs()).toBe(1);
    await show('hidden');
    now += 1;
    await show('visible');
    await vi.waitFor(() => expect(runs()).toBe(2));
  });

  it('one at a time: a trigger during a refresh does not start another', async () => {
    let finish = () => {};
    refresh.refreshHeldItems.mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve({ asked: 0, updated: 0, deleted: 0 }))));
    stop = startHeldItemsRefresh(deps);
    await vi.waitFor(() => expect(runs()).toBe(1));
    window.dispatchEvent(new Event('online'));
    expect(runs()).toBe(1);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(runs()).toBe(2));
  });
});
