// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { stubFetch } from '@pwa/test/stub-fetch.ts';
import { startOutboxSync } from './start-outbox-sync.ts';
import { deleteOf, queue, resetOutboxTables } from './test/outbox-fixtures.ts';

describe('the outbox in a tab', () => {
  let online = true;
  let stop = () => {};
  const deleted: string[] = [];
  const registerSync = vi.fn(async (_tag: string) => undefined);
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
    stop = startOutboxSync();
    await vi.waitFor(() => expect(deleted).toEqual(['DELETE /api/items/first']));
    await queue(deleteOf('second'));
    await vi.waitFor(() => expect(deleted).toEqual(['DELETE /api/items/first', 'DELETE /api/items/second']));
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends what waited for the connection as soon as it is back, and asks for Background Sync meanwhile', async () => {
    online = false;
    stop = startOutboxSync();
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
    stop = startOutboxSync();
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
});
