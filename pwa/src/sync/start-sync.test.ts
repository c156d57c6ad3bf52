// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { stubFetch } from '@pwa/test/stub-fetch.ts';
import { outboxJob } from './outbox-job.ts';
import { startSync, type JobTrigger, type SyncJob } from './start-sync.ts';
import { onSyncTrigger } from './triggers.ts';
import { deleteOf, queue, resetOutboxTables } from '@pwa/test/outbox-fixtures.ts';

describe('the sync in a tab: the outbox', () => {
  let online = true;
  let stop = () => {};
  const deleted: string[] = [];
  const registerSync = vi.fn<(tag: string) => Promise<void>>(async () => undefined);
  // The service worker container: its messages, and a registration with Background Sync (Chromium).
  const worker = Object.assign(new EventTarget(), { getRegistration: async () => ({ sync: { register: registerSync } }) });

  beforeEach(async () => {
    await resetOutboxTables();
    deleted.length = 0;
    registerSync.mockClear();
    online = true;
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    stubFetch(async (url, init) => {
      if (!online) throw new TypeError('Failed to fetch');
      deleted.push(`${init.method} ${url}`);
      return new Response(null, { status: 204 });
    });
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('flushes at start and whenever a write is queued, here or in another tab', async () => {
    await queue(deleteOf('first'));
    stop = startSync([outboxJob()]);
    await vi.waitFor(() => expect(deleted).toEqual(['DELETE /api/items/first']));
    await queue(deleteOf('second'));
    await vi.waitFor(() => expect(deleted).toEqual(['DELETE /api/items/first', 'DELETE /api/items/second']));
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends what waited for the connection as soon as it is back, and asks for Background Sync meanwhile', async () => {
    online = false;
    stop = startSync([outboxJob()]);
    const [seq = 0] = await queue(deleteOf('offline'));
    await vi.waitFor(async () => expect((await db.outbox.get(seq))?.attempts).toBe(1));
    await vi.waitFor(() => expect(registerSync).toHaveBeenCalledWith('kiraya-outbox'));
    // A long backoff by now: only the connection coming back makes it due.
    await db.outbox.update(seq, { attempts: 9, nextAttemptAt: Date.now() + 60 * 60_000 });
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(deleted).toEqual(['DELETE /api/items/offline']));
  });

  it("flushes on the service worker's FLUSH_OUTBOX (Background Sync) and when the app becomes visible", async () => {
    stop = startSync([outboxJob()]);
    // Due, but not new: only an outside nudge sends it.
    const due = async (itemId: string) => {
      const [seq = 0] = await queue(deleteOf(itemId));
      await db.outbox.update(seq, { attempts: 1, nextAttemptAt: 1 });
    };
    await vi.waitFor(() => expect(deleted).toEqual([]));
    await due('nudged');
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'FLUSH_OUTBOX' } }));
    await vi.waitFor(() => expect(deleted).toEqual(['DELETE /api/items/nudged']));
    await due('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(deleted).toEqual(['DELETE /api/items/nudged', 'DELETE /api/items/visible']));
  });

  it("sends what waited for the connection on the service worker's Background Sync too (it fires once the connection is back)", async () => {
    online = false;
    stop = startSync([outboxJob()]);
    const [seq = 0] = await queue(deleteOf('waited'));
    await vi.waitFor(async () => expect((await db.outbox.get(seq))?.error?.status).toBe(0));
    await db.outbox.update(seq, { attempts: 9, nextAttemptAt: Date.now() + 60 * 60_000 });
    online = true;
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'FLUSH_OUTBOX' } }));
    await vi.waitFor(() => expect(deleted).toEqual(['DELETE /api/items/waited']));
  });
});

describe('the sync in a tab: one owner of the triggers', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A job that records what it hears. */
  const recorder = (name: string) => {
    const heard: JobTrigger[] = [];
    const job: SyncJob = { name, on: async (trigger) => void heard.push(trigger) };
    return { job, heard };
  };

  it('tells every job of start, the account and each trigger, from one set of browser listeners', async () => {
    await resetOutboxTables();
    const added = vi.spyOn(window, 'addEventListener');
    const [outbox, held] = [recorder('outbox'), recorder('held')];
    const stop = startSync([outbox.job, held.job]);
    // A page following the connection too, through the same triggers.
    const page: string[] = [];
    const unsubscribe = onSyncTrigger((trigger) => page.push(trigger));
    await vi.waitFor(() => expect(held.heard).toEqual(['start', 'account']));

    window.dispatchEvent(new Event('online'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    for (const { heard } of [outbox, held]) expect(heard).toEqual(['start', 'account', 'online', 'visible']);
    expect(page).toEqual(['online', 'visible']);
    expect(added.mock.calls.filter(([type]) => type === 'online')).toHaveLength(1);

    // Signing out is an account change too (the favourites leave, the outbox waits for the next sign-in).
    await resetOutboxTables(null);
    await vi.waitFor(() => expect(held.heard.at(-1)).toBe('account'));
    unsubscribe();
    stop();
    window.dispatchEvent(new Event('online'));
    expect(held.heard.filter((trigger) => trigger === 'online')).toHaveLength(1);
  });

  it('reports a job that fails, and goes on telling the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: SyncJob = { name: 'pulling the favorites', on: async () => Promise.reject(new Error('storage unavailable')) };
    const other = recorder('other');
    const stop = startSync([failing, other.job]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Kiraya: pulling the favorites failed:', expect.objectContaining({ message: 'storage unavailable' })));
    expect(other.heard[0]).toBe('start');
    stop();
  });
});
