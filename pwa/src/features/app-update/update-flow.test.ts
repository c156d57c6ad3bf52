import { describe, expect, it, vi } from 'vitest';
import { createUpdateFlow, type UpdateFlowDeps } from './update-flow.ts';

function setup() {
  const deps = { skipWaiting: vi.fn<UpdateFlowDeps['skipWaiting']>(), reload: vi.fn<UpdateFlowDeps['reload']>(), offer: vi.fn<UpdateFlowDeps['offer']>() };
  const flow = createUpdateFlow(deps);
  /** Clicks the offered prompt's Reload. */
  const clickReload = (): void => {
    const reload = deps.offer.mock.lastCall?.[0];
    if (!reload) throw new Error('no prompt was offered');
    reload();
  };
  return { deps, flow, clickReload };
}

describe('update flow', () => {
  it('offers a waiting version and does nothing else until the user answers', () => {
    const { deps, flow } = setup();
    flow.waiting();
    expect(deps.offer).toHaveBeenCalledTimes(1);
    expect(deps.skipWaiting).not.toHaveBeenCalled();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('Reload asks the waiting worker to take over, then reloads once it controls the page', () => {
    const { deps, flow, clickReload } = setup();
    flow.waiting();
    clickReload();
    expect(deps.skipWaiting).toHaveBeenCalledTimes(1);
    expect(deps.reload).not.toHaveBeenCalled();
    flow.controlling();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads on its own: not at the first install, not when another tab switched versions', () => {
    const { deps, flow } = setup();
    flow.controlling();
    flow.waiting();
    flow.controlling();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('after the first install took control, a later version still waits for SKIP_WAITING before reloading', () => {
    const { deps, flow, clickReload } = setup();
    flow.controlling();
    flow.waiting();
    clickReload();
    expect(deps.skipWaiting).toHaveBeenCalledTimes(1);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads at once when another tab already let the new version take over', () => {
    const { deps, flow, clickReload } = setup();
    flow.waiting();
    flow.controlling();
    clickReload();
    expect(deps.skipWaiting).not.toHaveBeenCalled();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('a second click does not ask twice', () => {
    const { deps, flow, clickReload } = setup();
    flow.waiting();
    clickReload();
    clickReload();
    expect(deps.skipWaiting).toHaveBeenCalledTimes(1);
  });
});
