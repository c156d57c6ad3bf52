import { describe, expect, it, vi } from 'vitest';
import { runOutboxSync, type OutboxSyncDeps, type PageClient } from './outbox-sync-event.ts';

/** A window client as the worker lists it, keeping what it was posted. */
function page(visibilityState: 'visible' | 'hidden'): PageClient & { posted: unknown[] } {
  const posted: unknown[] = [];
  return { visibilityState, posted, postMessage: (message) => posted.push(message) };
}

describe("Background Sync's event for the outbox", () => {
  it('asks the pages in view to flush (they show the pass), and the worker sends nothing itself', async () => {
    const shown = page('visible');
    const flushHere = vi.fn<OutboxSyncDeps['flushHere']>(() => Promise.resolve());
    await runOutboxSync({ pages: () => Promise.resolve([shown]), flushHere });
    expect(shown.posted).toEqual([{ type: 'FLUSH_OUTBOX' }]);
    expect(flushHere).not.toHaveBeenCalled();
  });

  it('sends the outbox from the worker when every page is hidden: one going away or frozen would never hear the message', async () => {
    // The document a tab navigated away from is still listed, hidden, for a moment after it left.
    const leaving = page('hidden');
    const flushHere = vi.fn<OutboxSyncDeps['flushHere']>(() => Promise.resolve());
    await runOutboxSync({ pages: () => Promise.resolve([leaving]), flushHere });
    expect(flushHere).toHaveBeenCalledOnce();
    expect(leaving.posted).toEqual([]);
  });

  it('asks only the pages in view when some are hidden', async () => {
    const [shown, background] = [page('visible'), page('hidden')];
    const flushHere = vi.fn<OutboxSyncDeps['flushHere']>(() => Promise.resolve());
    await runOutboxSync({ pages: () => Promise.resolve([background, shown]), flushHere });
    expect([shown.posted, background.posted]).toEqual([[{ type: 'FLUSH_OUTBOX' }], []]);
    expect(flushHere).not.toHaveBeenCalled();
  });

  it("fails the event when the worker's own pass still finds no network, so the browser fires it again", async () => {
    const flushHere = vi.fn<OutboxSyncDeps['flushHere']>(() => Promise.reject(new Error('the outbox still waits for the network')));
    await expect(runOutboxSync({ pages: () => Promise.resolve([]), flushHere })).rejects.toThrow('still waits for the network');
  });
});
