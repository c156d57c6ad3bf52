// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { FavoriteChange } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import type { OutboxRowOf } from '@pwa/db/outbox-row.ts';
import { ACCOUNT, resetOutboxTables, testFlusher } from '@pwa/test/outbox-fixtures.ts';
import { json, offline, scriptedNetwork } from '@pwa/test/scripted-network.ts';
import { MAX_FAVORITE_CHANGES } from './favorite-batches.ts';
import { queueFavoriteChanges } from './queue-favorites.ts';

const itemId = (n: number) => `01936f5e-7c2a-7b3e-9d41-${String(n).padStart(12, '0')}`;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();
const change = (n: number, favorite: boolean, minute: number): FavoriteChange => ({ itemId: itemId(n), favorite, changedAt: at(minute) });

const queue = (...changes: FavoriteChange[]) => db.transaction('rw', db.outbox, (tx) => queueFavoriteChanges(tx, ACCOUNT, changes));
const batches = async () => (await db.outbox.orderBy('seq').toArray()) as Array<OutboxRowOf<'favorites.merge'>>;

/** A server that answers each POST /api/favorites with the changes sent, when the test lets it. */
function favoritesServer() {
  const bodies: FavoriteChange[][] = [];
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  const network = scriptedNetwork(async (request) => {
    const { changes } = request.body as { changes: FavoriteChange[] };
    bodies.push(changes);
    if (held) await held;
    return json(200, changes);
  });
  return {
    network,
    bodies,
    /** Holds the next answers back until the returned function is called. */
    hold: () => {
      held = new Promise((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return () => release();
    },
  };
}

describe('queuing favorite toggles', () => {
  beforeEach(() => resetOutboxTables());

  it('gathers toggles made while a batch waits into it, keeping the latest change of each item', async () => {
    await queue(change(1, true, 1));
    await queue(change(2, true, 2), change(1, false, 3));
    await queue(change(1, true, 4));
    const [batch, ...rest] = await batches();
    expect(rest).toEqual([]);
    expect(batch).toMatchObject({ kind: 'favorites.merge', accountId: ACCOUNT, status: 'pending' });
    expect(batch?.payload.changes).toEqual([change(1, true, 4), change(2, true, 2)]);
  });

  it('queues nothing a waiting batch already carries or beats, and no id the server would refuse', async () => {
    await queue(change(1, false, 5));
    expect(await queue(change(1, false, 5), change(1, true, 4), { itemId: 'legacy-id', favorite: true, changedAt: at(6) })).toEqual([]);
    expect((await batches())[0]?.payload.changes).toEqual([change(1, false, 5)]);
  });

  it('loses no toggle made while its batch is on its way: the batch is sent again with it', async () => {
    const server = favoritesServer();
    await queue(change(1, true, 1));
    const release = server.hold();
    const flusher = testFlusher(server.network.fetch);
    const first = flusher.flush();
    await expect.poll(() => server.bodies.length).toBe(1);
    await queue(change(2, true, 2));
    release();
    expect(await first).toMatchObject({ sent: 1 });

    // The try that was on its way removed nothing: the batch waits with both toggles.
    expect((await batches()).map((batch) => batch.payload.changes)).toEqual([[change(1, true, 1), change(2, true, 2)]]);
    expect(await flusher.flush()).toMatchObject({ sent: 1 });
    expect(server.bodies).toEqual([[change(1, true, 1)], [change(1, true, 1), change(2, true, 2)]]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the backoff of the batch it joins, with a new Idempotency-Key (its body changed)', async () => {
    await queue(change(1, true, 1));
    let now = 1_000;
    expect(await testFlusher(offline, { now: () => now }).flush()).toMatchObject({ stopped: 'offline-or-busy' });
    const [waiting] = await batches();
    expect(waiting?.nextAttemptAt).toBeGreaterThan(now);
    now += 1;
    await queue(change(2, false, 2));
    const [joined] = await batches();
    expect(joined).toMatchObject({ attempts: 1, nextAttemptAt: waiting?.nextAttemptAt, error: { status: 0 }, entity: waiting?.entity, createdAt: waiting?.createdAt });
    expect(joined?.idempotencyKey).not.toBe(waiting?.idempotencyKey);
  });

  it('starts a new batch past the server’s 500 changes, and beside one the server refused', async () => {
    await queue(...Array.from({ length: MAX_FAVORITE_CHANGES + 1 }, (_, n) => change(n, true, 1)));
    expect((await batches()).map((batch) => batch.payload.changes.length)).toEqual([MAX_FAVORITE_CHANGES, 1]);
    await queue(change(9000, true, 2));
    expect((await batches()).map((batch) => batch.payload.changes.length)).toEqual([MAX_FAVORITE_CHANGES, 2]);

    await db.outbox.toCollection().modify({ status: 'failed' });
    await queue(change(9001, true, 3));
    const all = await batches();
    expect(all.map((batch) => [batch.status, batch.payload.changes.length])).toEqual([
      ['failed', MAX_FAVORITE_CHANGES],
      ['failed', 2],
      ['pending', 1],
    ]);
    // Each batch is its own entity: a refused one holds no other back.
    expect(new Set(all.map((batch) => batch.entity)).size).toBe(3);
  });
});
