import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { makeItem } from '@pwa/test/items.ts';
import { BACKOFF_BASE_MS } from './backoff.ts';
import { ACCOUNT, createOf, deleteOf, makeDraft, queue, resetOutboxTables, testFlusher, updateOf } from '@pwa/test/outbox-fixtures.ts';
import { apiError, json, noContent, offline, scriptedNetwork, type SentRequest } from '@pwa/test/scripted-network.ts';

/** The server's answer to a listing write: the listing as saved. */
function saved(request: SentRequest): Response {
  const body = request.body as { id?: string; title: string };
  const id = body.id ?? request.path.split('/').at(-1) ?? '';
  return json(request.method === 'POST' ? 201 : 200, makeItem({ id, title: body.title, ownerId: ACCOUNT }));
}

const itemIdOf = (request: SentRequest): string => (request.body as { id?: string } | undefined)?.id ?? request.path.split('/').at(-1) ?? '';

describe('a flush pass', () => {
  beforeEach(() => resetOutboxTables());

  it("sends the account's operations in order, each with its key, and writes the answers on the device", async () => {
    const first = makeDraft();
    const second = makeDraft({ listing: { ...makeDraft().listing, title: 'Tripod' } });
    await queue(createOf(first), createOf(second), updateOf({ ...first, listing: { ...first.listing, title: 'Canon, with a bag' } }));
    const keys = (await db.outbox.toArray()).map((op) => op.idempotencyKey);
    const network = scriptedNetwork(saved);

    const outcome = await testFlusher(network.fetch).flush();

    expect(outcome).toEqual({ sent: 3, refused: 0, stopped: null, retryAt: null });
    expect(network.sent.map((request) => [request.method, request.path, request.key])).toEqual([
      ['POST', '/api/items', keys[0]],
      ['POST', '/api/items', keys[1]],
      ['PUT', `/api/items/${first.itemId}`, keys[2]],
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.items.get(first.itemId))?.title).toBe('Canon, with a bag');
    expect((await db.items.get(second.itemId))?.title).toBe('Tripod');
  });

  it("marks a refused write failed with the server's message and fields; its entity's later writes wait, others go", async () => {
    const refused = makeDraft();
    const other = makeDraft();
    await queue(createOf(refused), updateOf(refused), createOf(other));
    const network = scriptedNetwork((request) =>
      itemIdOf(request) === refused.itemId ? apiError(400, 'invalid-input', 'Title is required', { title: 'Title is required' }) : saved(request),
    );

    const outcome = await testFlusher(network.fetch).flush();

    expect(outcome).toMatchObject({ sent: 1, refused: 1, stopped: null });
    expect(network.sent.map(itemIdOf)).toEqual([refused.itemId, other.itemId]);
    const [failed, waiting] = await db.outbox.toArray();
    expect(failed).toMatchObject({
      kind: 'listing.create',
      status: 'failed',
      attempts: 1,
      error: { status: 400, code: 'invalid-input', message: 'Title is required', fields: { title: 'Title is required' } },
    });
    expect(waiting).toMatchObject({ kind: 'listing.update', status: 'pending', attempts: 0 });

    // Still refused on the next pass, and the update still waits behind it.
    await testFlusher(network.fetch).flush();
    expect(network.sent).toHaveLength(2);
  });

  it('stops at a lost connection and backs off the operation it was sending; the rest keep their turn', async () => {
    await queue(createOf(makeDraft()), createOf(makeDraft()));
    const now = 1_000_000;
    const outcome = await testFlusher(scriptedNetwork(offline).fetch, { now: () => now }).flush();

    const [first, second] = await db.outbox.toArray();
    expect(outcome.stopped).toBe('offline-or-busy');
    expect(first).toMatchObject({ status: 'pending', attempts: 1, error: { status: 0, code: 'network-error' } });
    // attempt 1 waits between half and all of the base delay (jitter fixed at 0.5 here: three quarters).
    expect(first?.nextAttemptAt).toBe(now + 0.75 * BACKOFF_BASE_MS);
    expect(outcome.retryAt).toBe(first?.nextAttemptAt);
    expect(second).toMatchObject({ attempts: 0, nextAttemptAt: 0, error: null });
  });

  it.each([
    [503, 'storage-unavailable'],
    [429, 'throttled'],
  ])("honours a %i's Retry-After, and stops the pass", async (status, code) => {
    await queue(createOf(makeDraft()), createOf(makeDraft()));
    const now = 5_000_000;
    const network = scriptedNetwork(() => apiError(status, code, 'Busy', undefined, { 'Retry-After': '120' }));
    const outcome = await testFlusher(network.fetch, { now: () => now }).flush();
    expect(network.sent).toHaveLength(1);
    expect(outcome).toMatchObject({ stopped: 'offline-or-busy', retryAt: now + 120_000 });
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: now + 120_000 });
  });

  it('retries a request the server is still running (409 in flight) later, without holding up other listings', async () => {
    const busy = makeDraft();
    await queue(createOf(busy), updateOf(busy), createOf(makeDraft()));
    const network = scriptedNetwork((request) =>
      itemIdOf(request) === busy.itemId ? apiError(409, 'idempotency-in-flight', 'Still processing') : saved(request),
    );
    const outcome = await testFlusher(network.fetch, { now: () => 0 }).flush();
    expect(outcome).toMatchObject({ sent: 1, refused: 0, stopped: null, retryAt: 0.75 * BACKOFF_BASE_MS });
    expect((await db.outbox.toArray()).map((op) => [op.kind, op.status])).toEqual([
      ['listing.create', 'pending'],
      ['listing.update', 'pending'],
    ]);
  });

  it('keeps the write pending on a 401 and sends nothing more until a new session', async () => {
    await queue(createOf(makeDraft()), createOf(makeDraft()));
    const network = scriptedNetwork(() => apiError(401, 'not-signed-in', 'Please sign in'));
    const outcome = await testFlusher(network.fetch).flush();
    expect(outcome).toEqual({ sent: 0, refused: 0, stopped: 'sign-in', retryAt: null });
    expect(network.sent).toHaveLength(1);
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 0, error: { status: 401 } });
  });

  it("sends only the signed-in account's operations, and nothing when nobody is signed in", async () => {
    const other = '01936f5e-7c2a-7b3e-9d41-00000000beef';
    await queue(createOf(makeDraft(), other), createOf(makeDraft()));
    const network = scriptedNetwork(saved);
    expect(await testFlusher(network.fetch).flush()).toMatchObject({ sent: 1 });
    expect((await db.outbox.toArray()).map((op) => op.accountId)).toEqual([other]);

    await resetOutboxTables(null);
    await queue(createOf(makeDraft()));
    expect(await testFlusher(network.fetch).flush()).toMatchObject({ sent: 0, retryAt: null });
    expect(network.sent).toHaveLength(1);
  });

  it("holds an entity's later writes behind one waiting out its backoff, and says when it is due", async () => {
    const waiting = makeDraft();
    const [seq] = await queue(createOf(waiting), updateOf(waiting), createOf(makeDraft()));
    await db.outbox.update(seq ?? 0, { attempts: 2, nextAttemptAt: 9_000 });
    const network = scriptedNetwork(saved);
    const outcome = await testFlusher(network.fetch, { now: () => 5_000 }).flush();
    expect(outcome).toMatchObject({ sent: 1, retryAt: 9_000 });
    expect(network.sent.map(itemIdOf)).not.toContain(waiting.itemId);

    expect(await testFlusher(network.fetch, { now: () => 9_000 }).flush()).toMatchObject({ sent: 2, retryAt: null });
    expect(network.sent.map((request) => request.method)).toEqual(['POST', 'POST', 'PUT']);
  });

  it('keeps several listings in flight at once, never two writes of one listing', async () => {
    const drafts = Array.from({ length: 4 }, () => makeDraft());
    await queue(...drafts.flatMap((draft) => [createOf(draft), updateOf(draft), deleteOf(draft.itemId)]));
    const open = new Map<string, number>();
    let most = 0;
    // The first requests are answered only once three are open at once; the rest as they come.
    let openThree = (): void => {};
    const threeOpen = new Promise<void>((resolve) => {
      openThree = resolve;
    });
    const network = scriptedNetwork(async (request) => {
      const id = itemIdOf(request);
      open.set(id, (open.get(id) ?? 0) + 1);
      most = Math.max(most, [...open.values()].reduce((sum, count) => sum + count, 0));
      expect(open.get(id)).toBe(1);
      if (most === 3) openThree();
      await threeOpen;
      open.set(id, (open.get(id) ?? 1) - 1);
      return request.method === 'DELETE' ? noContent() : saved(request);
    });
    const outcome = await testFlusher(network.fetch, { concurrency: 3 }).flush();
    expect(outcome).toMatchObject({ sent: 12, refused: 0 });
    expect(most).toBe(3);
    for (const draft of drafts) {
      expect(network.sent.filter((request) => itemIdOf(request) === draft.itemId).map((request) => request.method)).toEqual(['POST', 'PUT', 'DELETE']);
    }
    expect(await db.items.count()).toBe(0);
  });

  it('counts deleting a listing that is already gone (404) as done', async () => {
    const draft = makeDraft();
    await db.items.put({ ...makeItem({ id: draft.itemId }), fetchedAt: 1 });
    await queue(deleteOf(draft.itemId));
    const outcome = await testFlusher(scriptedNetwork(() => apiError(404, 'not-found', 'Item not found')).fetch).flush();
    expect(outcome).toMatchObject({ sent: 1, refused: 0 });
    expect(await db.items.get(draft.itemId)).toBeUndefined();
  });

  it('saves a draft whose listing already exists (an earlier try got through before an edit) over it', async () => {
    const draft = makeDraft();
    await queue(createOf(draft));
    const [op] = await db.outbox.toArray();
    const network = scriptedNetwork((request) => (request.method === 'POST' ? apiError(409, 'conflict', 'This conflicts with something that already exists.') : saved(request)));
    expect(await testFlusher(network.fetch).flush()).toMatchObject({ sent: 1 });
    expect(network.sent.map((request) => [request.method, request.key])).toEqual([
      ['POST', op?.idempotencyKey],
      ['PUT', `${op?.idempotencyKey}.put`],
    ]);
  });
});
