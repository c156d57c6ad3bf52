// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { ACCOUNT, createOf, deleteOf, makeDraft, queue, resetOutboxTables, updateOf } from '@pwa/test/outbox-fixtures.ts';
import type { ListingDraft } from './listing-kinds.ts';
import { queueListingSave } from './queue-listing.ts';

const save = (mode: 'create' | 'update', draft: ListingDraft) => db.transaction('rw', db.outbox, (tx) => queueListingSave(tx, ACCOUNT, mode, draft));
const titled = (draft: ListingDraft, title: string): ListingDraft => ({ ...draft, listing: { ...draft.listing, title } });

describe("saving a listing from the form into the outbox", () => {
  beforeEach(() => resetOutboxTables());

  it('queues a create or an update when nothing of the listing waits', async () => {
    const created = makeDraft();
    const edited = makeDraft();
    await save('create', created);
    await save('update', edited);
    expect((await db.outbox.toArray()).map((op) => [op.kind, op.entity])).toEqual([
      ['listing.create', `listing:${created.itemId}`],
      ['listing.update', `listing:${edited.itemId}`],
    ]);
  });

  it("supersedes the listing's waiting writes: the first takes the draft as a new request, a creation stays one, the later ones go", async () => {
    const draft = makeDraft();
    const [create = 0, , other = 0] = await queue(createOf(draft), updateOf(titled(draft, 'second')), createOf(makeDraft()));
    await db.outbox.update(create, { status: 'failed', attempts: 2, error: { status: 400, code: 'invalid-input', message: 'No', fields: {} }, progress: { uploads: {} } });
    const before = await db.outbox.get(create);

    expect(await save('update', titled(draft, 'third'))).toBe(create);
    const rows = await db.outbox.toArray();
    expect(rows.map((op) => op.seq)).toEqual([create, other]);
    expect(rows[0]).toMatchObject({ kind: 'listing.create', status: 'pending', attempts: 0, nextAttemptAt: 0, error: null, progress: null, payload: { listing: { title: 'third' } } });
    expect(rows[0]?.idempotencyKey).not.toBe(before?.idempotencyKey);
  });

  it('refuses to save a listing whose delete is queued', async () => {
    const draft = makeDraft();
    await queue(deleteOf(draft.itemId));
    await expect(save('update', draft)).rejects.toThrow('being deleted');
  });
});
