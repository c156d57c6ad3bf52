/**
 * Chains in a flush pass: writes of one chain (a conversation's messages and booking requests) reach
 * the server one after another in the order they were made, whatever their entities, while unrelated
 * writes go alongside; a chain waits behind its refused or waiting write as an entity does.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { makeItem } from '@pwa/test/items.ts';
import { ACCOUNT, createOf, makeDraft, queue, resetOutboxTables, testFlusher, updateOf } from '@pwa/test/outbox-fixtures.ts';
import { apiError, json, scriptedNetwork, type SentRequest } from '@pwa/test/scripted-network.ts';
import type { NewOperation } from './enqueue.ts';
import { discardOperation } from './outbox-actions.ts';

const CHAIN = 'chain:conversation:test';
const inChain = (operation: NewOperation, chain = CHAIN): NewOperation => ({ ...operation, chain });

const itemIdOf = (request: SentRequest): string => (request.body as { id?: string } | undefined)?.id ?? request.path.split('/').at(-1) ?? '';

function saved(request: SentRequest): Response {
  const body = request.body as { title: string };
  return json(201, makeItem({ id: itemIdOf(request), title: body.title, ownerId: ACCOUNT }));
}

/** A promise the test resolves when something it waits for has happened. */
function gate(): { open: () => void; opened: Promise<void> } {
  let open = (): void => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('chains in a flush pass', () => {
  beforeEach(() => resetOutboxTables());

  it("sends a chain's writes one after another, whatever their entities, while an unrelated write goes alongside", async () => {
    const [question, request, unrelated] = [makeDraft(), makeDraft(), makeDraft()];
    await queue(inChain(createOf(question)), inChain(createOf(request)), createOf(unrelated));
    const names = new Map([
      [question.itemId, 'question'],
      [request.itemId, 'request'],
      [unrelated.itemId, 'unrelated'],
    ]);
    // The first write of the chain is answered only once the unrelated one has been sent: the pass
    // must have gone on with it, and must not have sent the chain's next write meanwhile.
    const unrelatedSent = gate();
    const log: string[] = [];
    const network = scriptedNetwork(async (sent) => {
      const name = names.get(itemIdOf(sent)) ?? '';
      log.push(`sent ${name}`);
      if (name === 'unrelated') unrelatedSent.open();
      if (name === 'question') await unrelatedSent.opened;
      log.push(`answered ${name}`);
      return saved(sent);
    });

    const outcome = await testFlusher(network.fetch, { concurrency: 4 }).flush();

    expect(outcome).toEqual({ sent: 3, refused: 0, stopped: null, retryAt: null });
    expect(log.filter((line) => !line.endsWith('unrelated'))).toEqual(['sent question', 'answered question', 'sent request', 'answered request']);
    expect(log.indexOf('sent unrelated')).toBeLessThan(log.indexOf('answered question'));
  });

  it("holds a chain's later writes behind a refused one until it is discarded; unrelated writes go", async () => {
    const [refused, later, unrelated] = [makeDraft(), makeDraft(), makeDraft()];
    const [refusedSeq] = await queue(inChain(createOf(refused)), inChain(createOf(later)), createOf(unrelated));
    const network = scriptedNetwork((sent) => (itemIdOf(sent) === refused.itemId ? apiError(400, 'invalid-input', 'Title is required') : saved(sent)));

    expect(await testFlusher(network.fetch, { concurrency: 4 }).flush()).toMatchObject({ sent: 1, refused: 1 });
    expect(network.sent.map(itemIdOf)).toEqual([refused.itemId, unrelated.itemId]);
    expect((await db.outbox.toArray()).map((op) => [op.payload, op.status, op.attempts])).toEqual([
      [expect.objectContaining({ itemId: refused.itemId }), 'failed', 1],
      [expect.objectContaining({ itemId: later.itemId }), 'pending', 0],
    ]);

    // Still held on the next pass; given up, the chain goes on.
    await testFlusher(network.fetch, { concurrency: 4 }).flush();
    expect(network.sent).toHaveLength(2);
    expect(await discardOperation(refusedSeq ?? 0)).toBe(true);
    expect(await testFlusher(network.fetch, { concurrency: 4 }).flush()).toMatchObject({ sent: 1 });
    expect(network.sent.map(itemIdOf).at(-1)).toBe(later.itemId);
    expect(await db.outbox.count()).toBe(0);
  });

  it('holds a chain behind a write waiting out its backoff, and says when it is due', async () => {
    const [waiting, later, unrelated] = [makeDraft(), makeDraft(), makeDraft()];
    const [seq] = await queue(inChain(createOf(waiting)), inChain(createOf(later)), createOf(unrelated));
    await db.outbox.update(seq ?? 0, { attempts: 2, nextAttemptAt: 9_000 });
    const network = scriptedNetwork(saved);

    expect(await testFlusher(network.fetch, { now: () => 5_000, concurrency: 4 }).flush()).toMatchObject({ sent: 1, retryAt: 9_000 });
    expect(network.sent.map(itemIdOf)).toEqual([unrelated.itemId]);

    expect(await testFlusher(network.fetch, { now: () => 9_000, concurrency: 4 }).flush()).toMatchObject({ sent: 2, retryAt: null });
    expect(network.sent.map(itemIdOf)).toEqual([unrelated.itemId, waiting.itemId, later.itemId]);
  });

  it("keeps a write held back by its chain ahead of its own entity's later writes", async () => {
    const [waiting, held, unrelated] = [makeDraft(), makeDraft(), makeDraft()];
    // `held` waits behind `waiting` (same chain); the update of `held`'s listing, in no chain, waits behind it.
    const [seq] = await queue(inChain(createOf(waiting)), inChain(createOf(held)), updateOf(held), createOf(unrelated));
    await db.outbox.update(seq ?? 0, { attempts: 1, nextAttemptAt: 9_000 });
    const network = scriptedNetwork((sent) => (sent.method === 'PUT' ? json(200, makeItem({ id: itemIdOf(sent), ownerId: ACCOUNT })) : saved(sent)));

    expect(await testFlusher(network.fetch, { now: () => 5_000, concurrency: 4 }).flush()).toMatchObject({ sent: 1, retryAt: 9_000 });
    expect(network.sent.map(itemIdOf)).toEqual([unrelated.itemId]);

    await testFlusher(network.fetch, { now: () => 9_000, concurrency: 4 }).flush();
    expect(network.sent.map((sent) => [sent.method, itemIdOf(sent)])).toEqual([
      ['POST', unrelated.itemId],
      ['POST', waiting.itemId],
      ['POST', held.itemId],
      ['PUT', held.itemId],
    ]);
  });

  it('orders a row queued before chains existed by its entity alone', async () => {
    // An older app's row has no chain: it holds back its own listing's later writes, not a chain.
    const [old, chained] = [makeDraft(), makeDraft()];
    const [seq] = await queue(createOf(old), inChain(createOf(chained)), inChain(updateOf(old)));
    expect(await db.outbox.get(seq ?? 0)).not.toHaveProperty('chain');
    await db.outbox.update(seq ?? 0, { attempts: 1, nextAttemptAt: 9_000 });
    const network = scriptedNetwork((sent) => (sent.method === 'PUT' ? json(200, makeItem({ id: itemIdOf(sent), ownerId: ACCOUNT })) : saved(sent)));

    expect(await testFlusher(network.fetch, { now: () => 5_000, concurrency: 4 }).flush()).toMatchObject({ sent: 1, retryAt: 9_000 });
    expect(network.sent.map(itemIdOf)).toEqual([chained.itemId]);

    expect(await testFlusher(network.fetch, { now: () => 9_000, concurrency: 4 }).flush()).toMatchObject({ sent: 2 });
    expect(network.sent.map((sent) => [sent.method, itemIdOf(sent)]).slice(1)).toEqual([
      ['POST', old.itemId],
      ['PUT', old.itemId],
    ]);
  });
});
