import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { createOf, deleteOf, makeDraft, queue, resetOutboxTables } from '@pwa/test/outbox-fixtures.ts';
import { apiError, noContent, scriptedNetwork } from '@pwa/test/scripted-network.ts';
import { flushInWorker } from './flush-in-worker.ts';
import { markWatched } from './watched-writes.ts';
import { OUTBOX_LOCK, withLock } from './with-lock.ts';

/** Told when something asks for a lock (the worker's flush waiting behind a tab's pass). */
const lockRequests = vi.hoisted(() => ({ heard: null as (() => void) | null }));
vi.mock('./with-lock.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./with-lock.ts')>();
  return {
    ...actual,
    withLock: <T>(name: string, task: () => Promise<T>): Promise<T> => {
      lockRequests.heard?.();
      return actual.withLock(name, task);
    },
  };
});

/** An operation that tried while offline and now waits out a long backoff, as a closed tab left it. */
const leftWaiting = (seq: number) =>
  db.outbox.update(seq, { attempts: 5, nextAttemptAt: Date.now() + 60 * 60_000, error: { status: 0, code: 'network-error', message: 'offline', fields: {} } });

describe("the service worker's flush (Background Sync, every page closed)", () => {
  beforeEach(() => resetOutboxTables());
  afterEach(() => {
    lockRequests.heard = null;
    vi.restoreAllMocks();
  });

  it('sends what waited for the connection at once: the sync event means it is back', async () => {
    const network = scriptedNetwork(() => noContent());
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => network.fetch(String(input), init ?? {}));
    const [seq = 0] = await queue(deleteOf('01936f5e-7c2a-7b3e-9d41-00000000beef'));
    await leftWaiting(seq);
    await flushInWorker();
    expect(network.sent.map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE /api/items/01936f5e-7c2a-7b3e-9d41-00000000beef']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves no media out for a watch a closed tab left behind: nobody is there to be told', async () => {
    const network = scriptedNetwork(() => apiError(503, 'storage-unavailable', 'Media storage is not available right now.'));
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => network.fetch(String(input), init ?? {}));
    const [seq = 0] = await queue(createOf(makeDraft({ photos: [{ file: new Blob(['jpeg'], { type: 'image/jpeg' }) }] })));
    await markWatched(seq, true);
    await leftWaiting(seq);
    // Storage down is "not now" for an unwatched write: it waits, and the sync event fails to be retried.
    await expect(flushInWorker()).rejects.toThrow('the outbox still waits for the network');
    expect(await db.outbox.get(seq)).toMatchObject({ status: 'pending', leaveRefusedMediaOut: false, error: { status: 503 } });
    expect((await db.outbox.get(seq))?.progress?.leftOut).toBeUndefined();
  });

  it('keeps the watch of a pass under way until it ends: a hidden tab still alive may be sending the save it watches', async () => {
    const network = scriptedNetwork(() => noContent());
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => network.fetch(String(input), init ?? {}));
    const [seq = 0] = await queue(deleteOf('01936f5e-7c2a-7b3e-9d41-00000000cafe'));
    // The tab marks the save it watches, then its pass holds the lock until the worker asks for it.
    await markWatched(seq, true);
    let workerAsked = (): void => undefined;
    const asked = new Promise<void>((resolve) => (workerAsked = resolve));
    const tabPass = withLock(OUTBOX_LOCK, async () => {
      await asked;
      return (await db.outbox.get(seq))?.leaveRefusedMediaOut;
    });
    lockRequests.heard = workerAsked;
    const worker = flushInWorker();
    expect(await tabPass).toBe(true);
    await worker;
    expect(network.sent.map((request) => request.method)).toEqual(['DELETE']);
    expect(await db.outbox.count()).toBe(0);
  });
});
