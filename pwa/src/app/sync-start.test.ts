import { describe, expect, it, vi } from 'vitest';
import { scheduleSyncStart, type SyncStartDeps } from './sync-start.ts';

/** The schedule with the outbox and inbox answering as given; the page settles only when `settle()` is called. */
function schedule(waiting: number | Error, firstInboxDue: boolean | Error) {
  let settled: (() => void) | undefined;
  const deps: SyncStartDeps = {
    waitingWrites: () => (waiting instanceof Error ? Promise.reject(waiting) : Promise.resolve(waiting)),
    firstInboxDue: () => (firstInboxDue instanceof Error ? Promise.reject(firstInboxDue) : Promise.resolve(firstInboxDue)),
    whenSettled: (task) => (settled = task),
    start: vi.fn<() => void>(),
    report: vi.fn<(what: string, error: unknown) => void>(),
  };
  scheduleSyncStart(deps);
  return { deps, settle: () => settled?.() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('when the sync starts', () => {
  it('waits for the page to settle when nothing is due', async () => {
    const { deps, settle } = schedule(0, false);
    await flush();
    expect(deps.start).not.toHaveBeenCalled();
    settle();
    expect(deps.start).toHaveBeenCalledTimes(1);
  });

  it('starts at once for writes left from an earlier visit, and only once', async () => {
    const { deps, settle } = schedule(2, false);
    await flush();
    expect(deps.start).toHaveBeenCalledTimes(1);
    settle();
    expect(deps.start).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a signed-in device that has never fetched its inbox (its unread badges wait for it)', async () => {
    const { deps, settle } = schedule(0, true);
    await flush();
    expect(deps.start).toHaveBeenCalledTimes(1);
    settle();
    expect(deps.start).toHaveBeenCalledTimes(1);
  });

  it('still starts once settled when the outbox or the inbox cannot be read, saying why', async () => {
    const { deps, settle } = schedule(new Error('storage closed'), new Error('storage closed'));
    await flush();
    expect(deps.report).toHaveBeenCalledWith('reading the outbox at start', expect.any(Error));
    expect(deps.report).toHaveBeenCalledWith('reading the inbox at start', expect.any(Error));
    settle();
    expect(deps.start).toHaveBeenCalledTimes(1);
  });
});
