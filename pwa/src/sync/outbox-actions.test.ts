import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { makeItem } from '@pwa/test/items.ts';
import { discardOperation, editOperation, retryOperation, wakeOperationsWaitingForNetwork } from './outbox-actions.ts';
import { createOf, deleteOf, makeDraft, queue, resetOutboxTables, testFlusher, updateOf } from '@pwa/test/outbox-fixtures.ts';
import { apiError, json, scriptedNetwork } from '@pwa/test/scripted-network.ts';

const refused = { status: 400, code: 'invalid-input', message: 'Title is required', fields: { title: 'Title is required' } };

async function failed(seq: number) {
  await db.outbox.update(seq, { status: 'failed', attempts: 3, nextAttemptAt: 0, error: refused });
  return db.outbox.get(seq);
}

describe("the user's Retry, Edit and Discard", () => {
  beforeEach(() => resetOutboxTables());

  it('Retry sends the same operation again, with the same key and its progress', async () => {
    const [seq = 0] = await queue(createOf(makeDraft()));
    await db.outbox.update(seq, { progress: { uploads: { 'photo:0': { uploadUrl: '/api/uploads/x?token=t', mediaUrl: '/media/i/x.webp', done: true } } } });
    const before = await failed(seq);
    expect(await retryOperation(seq)).toBe(true);
    const after = await db.outbox.get(seq);
    expect(after).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 0, error: null });
    expect(after?.idempotencyKey).toBe(before?.idempotencyKey);
    expect(after?.progress).toEqual(before?.progress);
  });

  it('Edit replaces the payload and, the request being another one now, its key; its steps start afresh', async () => {
    const draft = makeDraft();
    const [seq = 0] = await queue(createOf(draft));
    await db.outbox.update(seq, { progress: { uploads: {} } });
    const before = await failed(seq);
    const fixed = { ...draft, listing: { ...draft.listing, title: 'Canon EOS 200D' } };
    expect(await editOperation(seq, { kind: 'listing.create', payload: fixed })).toBe(true);
    const after = await db.outbox.get(seq);
    expect(after).toMatchObject({ status: 'pending', attempts: 0, error: null, progress: null, payload: fixed });
    expect(after?.idempotencyKey).not.toBe(before?.idempotencyKey);
    await expect(editOperation(seq, { kind: 'listing.delete', payload: { itemId: draft.itemId } })).rejects.toThrow('is a listing.create');
  });

  it('an edited operation goes out with its new key, and the server saves the fixed listing', async () => {
    const draft = makeDraft({ listing: { ...makeDraft().listing, title: '' } });
    const [seq = 0] = await queue(createOf(draft));
    const network = scriptedNetwork((request) => {
      const body = request.body as { id: string; title: string };
      return body.title ? json(201, makeItem({ id: body.id, title: body.title })) : apiError(400, 'invalid-input', 'Title is required');
    });
    const flusher = testFlusher(network.fetch);
    expect(await flusher.flush()).toMatchObject({ refused: 1 });
    await editOperation(seq, { kind: 'listing.create', payload: { ...draft, listing: { ...draft.listing, title: 'Tripod' } } });
    expect(await flusher.flush()).toMatchObject({ sent: 1 });
    expect(new Set(network.sent.map((request) => request.key)).size).toBe(2);
    expect((await db.items.get(draft.itemId))?.title).toBe('Tripod');
  });

  it('Discard of a creation removes the listing made on the device and the writes queued after it', async () => {
    const draft = makeDraft();
    const other = makeDraft();
    await db.items.put({ ...makeItem({ id: draft.itemId }), fetchedAt: 1 });
    await db.itemLists.put({ key: 'owner:me', ids: [draft.itemId], nextCursor: null, total: null, fetchedAt: 1 });
    const [seq = 0] = await queue(createOf(draft), createOf(other), updateOf(draft), deleteOf(draft.itemId));
    await failed(seq);
    expect(await discardOperation(seq)).toBe(true);
    expect((await db.outbox.toArray()).map((op) => op.entity)).toEqual([`listing:${other.itemId}`]);
    expect(await db.items.get(draft.itemId)).toBeUndefined();
    expect((await db.itemLists.get('owner:me'))?.ids).toEqual([]);
    expect(await discardOperation(seq)).toBe(false);
  });

  it('Discard of an update gives up only that write', async () => {
    const draft = makeDraft();
    const [, seq = 0] = await queue(createOf(draft), updateOf(draft), deleteOf(draft.itemId));
    await failed(seq);
    await discardOperation(seq);
    expect((await db.outbox.toArray()).map((op) => op.kind)).toEqual(['listing.create', 'listing.delete']);
  });

  it('the connection coming back makes writes that waited for it due now, not those a busy server delayed', async () => {
    const [offline = 0, busy = 0] = await queue(createOf(makeDraft()), createOf(makeDraft()));
    await db.outbox.update(offline, { attempts: 4, nextAttemptAt: 9e12, error: { status: 0, code: 'network-error', message: 'offline', fields: {} } });
    await db.outbox.update(busy, { attempts: 4, nextAttemptAt: 9e12, error: { status: 503, code: 'storage-unavailable', message: 'busy', fields: {} } });
    await wakeOperationsWaitingForNetwork();
    expect((await db.outbox.toArray()).map((op) => op.nextAttemptAt)).toEqual([0, 9e12]);
  });
});
