import { describe, expect, it } from 'vitest';
import { WorkAfterResponses } from '../work-after-responses.ts';

/** A promise and the calls that end it. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Resolves once every callback already queued has run (the next turn of the event loop). */
const flushed = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('work after responses', () => {
  it('is settled once every piece of work has ended, including work started while waiting', async () => {
    const work = new WorkAfterResponses();
    const first = deferred();
    const second = deferred();
    work.track(first.promise);
    let settled = false;
    const waiting = work.settled().then(() => (settled = true));
    work.track(second.promise);
    first.resolve();
    await flushed();
    expect(settled).toBe(false);
    second.resolve();
    await waiting;
    expect(settled).toBe(true);
  });

  it('counts failed work as ended, without an unhandled rejection', async () => {
    const work = new WorkAfterResponses();
    const failing = deferred();
    work.track(failing.promise);
    failing.reject(new Error('the photo could not be removed'));
    // With nobody waiting yet: vitest fails the run on an unhandled rejection.
    await flushed();
    await expect(work.settled()).resolves.toBeUndefined();
  });
});
