import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { makeItem } from '@pwa/test/items.ts';
import { enqueue } from './enqueue.ts';
import { queueListingCreate, queueListingDelete } from '@pwa/features/listings/queue-listing.ts';
import { ACCOUNT, createOf, makeDraft, resetOutboxTables } from '@pwa/test/outbox-fixtures.ts';

describe('queuing an operation', () => {
  beforeEach(() => resetOutboxTables());

  it('writes it with the local change, in order, pending, with a key made once', async () => {
    const draft = makeDraft({ photos: [{ file: new Blob(['jpeg bytes'], { type: 'image/jpeg' }) }] });
    await db.transaction('rw', db.items, db.outbox, async (tx) => {
      await db.items.put({ ...makeItem({ id: draft.itemId }), fetchedAt: 1 });
      await queueListingCreate(tx, ACCOUNT, draft);
      await queueListingDelete(tx, ACCOUNT, draft.itemId);
    });
    const [create, remove] = await db.outbox.toArray();
    expect(create).toMatchObject({ kind: 'listing.create', entity: `listing:${draft.itemId}`, accountId: ACCOUNT, status: 'pending', attempts: 0, nextAttemptAt: 0, error: null, progress: null });
    expect(remove).toMatchObject({ kind: 'listing.delete', payload: { itemId: draft.itemId } });
    expect((create?.seq ?? 0) < (remove?.seq ?? 0)).toBe(true);
    expect(create?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(create?.idempotencyKey).not.toBe(remove?.idempotencyKey);
    // The photo is kept on the device, bytes and all, until it is uploaded.
    const photo = create?.kind === 'listing.create' ? create.payload.photos[0] : undefined;
    expect(photo && 'file' in photo ? await photo.file.text() : undefined).toBe('jpeg bytes');
  });

  it('writes nothing when the local change fails: both or neither', async () => {
    const draft = makeDraft();
    const failing = db.transaction('rw', db.items, db.outbox, async (tx) => {
      await enqueue(tx, createOf(draft));
      throw new Error('the local change failed');
    });
    await expect(failing).rejects.toThrow('the local change failed');
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a transaction without the outbox, where it would be written apart from the change', async () => {
    const attempt = db.transaction('rw', db.items, (tx) => enqueue(tx, createOf(makeDraft())));
    await expect(attempt).rejects.toThrow('includes the outbox');
  });
});
