import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { createOf, deleteOf, makeDraft, queue, resetOutboxTables } from '@pwa/test/outbox-fixtures.ts';
import { apiError, noContent, scriptedNetwork } from '@pwa/test/scripted-network.ts';
import { flushInWorker } from './flush-in-worker.ts';
import { markWatched } from './listings/media-watch.ts';

/** An operation that tried while offline and now waits out a long backoff, as a closed tab left it. */
const leftWaiting = (seq: number) =>
  db.outbox.update(seq, { attempts: 5, nextAttemptAt: Date.now() + 60 * 60_000, error: { status: 0, code: 'network-error', message: 'offline', fields: {} } });

describe("the service worker's flush (Background Sync, every page closed)", () => {
  beforeEach(() => resetOutboxTables());
  afterEach(() => vi.restoreAllMocks());

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
});
