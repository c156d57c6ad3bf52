import { describe, expect, it, vi } from 'vitest';
import { createUpdateFlow, type UpdateFlowDeps, type WaitingWorker } from './update-flow.ts';

/** A waiting worker as the browser has it: it takes over when asked, once `takeOver` is called. */
function fakeWorker({ takesOverAtOnce = false } = {}) {
  const listeners: Array<() => void> = [];
  const worker = {
    onceActive: vi.fn<WaitingWorker['onceActive']>((then) => void listeners.push(then)),
    skipWaiting: vi.fn<WaitingWorker['skipWaiting']>(() => {
      if (takesOverAtOnce) worker.takeOver();
    }),
    takeOver: () => listeners.splice(0).forEach((then) => then()),
  };
  return worker;
}

function setup(waiting: WaitingWorker) {
  let current: WaitingWorker | undefined = waiting;
  const deps = {
    waitingWorker: vi.fn<UpdateFlowDeps['waitingWorker']>(() => Promise.resolve(current)),
    reload: vi.fn<UpdateFlowDeps['reload']>(),
    offer: vi.fn<UpdateFlowDeps['offer']>(),
  };
  const flow = createUpdateFlow(deps);
  /** Clicks the offered prompt's Reload. */
  const clickReload = (): Promise<void> => {
    const reload = deps.offer.mock.lastCall?.[0];
    if (!reload) throw new Error('no prompt was offered');
    return reload();
  };
  const nowWaiting = (worker: WaitingWorker | undefined): void => {
    current = worker;
  };
  return { deps, flow, clickReload, nowWaiting };
}

describe('update flow', () => {
  it('offers a waiting version and does nothing else until the user answers', () => {
    const worker = fakeWorker();
    const { deps, flow } = setup(worker);
    flow.waiting();
    expect(deps.offer).toHaveBeenCalledTimes(1);
    expect(deps.waitingWorker).not.toHaveBeenCalled();
    expect(worker.skipWaiting).not.toHaveBeenCalled();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('Reload asks the waiting worker to take over, then reloads once it is active', async () => {
    const worker = fakeWorker();
    const { deps, flow, clickReload } = setup(worker);
    flow.waiting();
    await clickReload();
    expect(worker.skipWaiting).toHaveBeenCalledTimes(1);
    expect(deps.reload).not.toHaveBeenCalled();
    worker.takeOver();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('listens before asking, so a worker that takes over at once still reloads the page', async () => {
    const { deps, flow, clickReload } = setup(fakeWorker({ takesOverAtOnce: true }));
    flow.waiting();
    await clickReload();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when no worker waits any more: another tab already let the new version take over', async () => {
    const worker = fakeWorker();
    const { deps, flow, clickReload, nowWaiting } = setup(worker);
    flow.waiting();
    nowWaiting(undefined);
    await clickReload();
    expect(worker.skipWaiting).not.toHaveBeenCalled();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('asks the worker waiting at the click, not the one first offered', async () => {
    const first = fakeWorker();
    const newer = fakeWorker();
    const { deps, flow, clickReload, nowWaiting } = setup(first);
    flow.waiting();
    nowWaiting(newer);
    await clickReload();
    expect(first.skipWaiting).not.toHaveBeenCalled();
    expect(newer.skipWaiting).toHaveBeenCalledTimes(1);
    newer.takeOver();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('a second click does not ask twice', async () => {
    const worker = fakeWorker();
    const { flow, clickReload } = setup(worker);
    flow.waiting();
    await clickReload();
    await clickReload();
    expect(worker.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('a newer version offered after a click can be asked for with the next click', async () => {
    const first = fakeWorker();
    const newer = fakeWorker();
    const { deps, flow, clickReload, nowWaiting } = setup(first);
    flow.waiting();
    await clickReload();
    // The first became redundant before it took over; a newer one waits and is offered.
    nowWaiting(newer);
    flow.waiting();
    await clickReload();
    expect(newer.skipWaiting).toHaveBeenCalledTimes(1);
    newer.takeOver();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });
});
