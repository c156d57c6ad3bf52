import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { listingEntity } from '@pwa/db/outbox-entities.ts';
import { createOf, deleteOf, makeDraft, queue, resetOutboxTables, updateOf } from '@pwa/test/outbox-fixtures.ts';
import { useEntityOutbox, useOutboxOperations, useOutboxSummary } from './use-outbox.ts';

const refusal = { status: 404, code: 'not-found', message: 'Item not found', fields: {} };

describe('the outbox hooks', () => {
  beforeEach(() => resetOutboxTables());

  it("count the signed-in account's waiting writes, list its refused ones and follow changes", async () => {
    const draft = makeDraft();
    const [, update = 0] = await queue(createOf(draft), updateOf(draft), deleteOf(makeDraft().itemId), createOf(makeDraft(), 'another-account'));
    await db.outbox.update(update, { status: 'failed', error: refusal });
    const { result } = renderHook(() => useOutboxSummary());
    await waitFor(() => expect(result.current?.pending).toBe(2));
    expect(result.current?.failed.map((op) => [op.seq, op.error?.message])).toEqual([[update, 'Item not found']]);
    expect(result.current?.needsSignIn).toBe(false);

    await act(() => db.outbox.where('status').equals('pending').modify({ error: { status: 401, code: 'not-signed-in', message: 'Please sign in', fields: {} } }));
    await waitFor(() => expect(result.current?.needsSignIn).toBe(true));
  });

  it("say whether a listing waits to sync or was refused, with the server's message", async () => {
    const draft = makeDraft();
    const [create = 0] = await queue(createOf(draft), updateOf(draft));
    const { result } = renderHook(() => useEntityOutbox(listingEntity(draft.itemId)));
    await waitFor(() => expect(result.current?.status).toBe('pending'));
    expect(result.current?.operations.map((op) => op.kind)).toEqual(['listing.create', 'listing.update']);

    await act(() => db.outbox.update(create, { status: 'failed', error: refusal }));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', error: refusal }));
    await act(() => db.outbox.clear());
    await waitFor(() => expect(result.current).toBeNull());
  });

  it('give a screen the writes of the kinds it lays over its data, in order', async () => {
    const draft = makeDraft();
    await queue(createOf(draft), deleteOf(draft.itemId), updateOf(draft));
    const { result } = renderHook(() => useOutboxOperations(['listing.create', 'listing.update']));
    await waitFor(() => expect(result.current?.map((op) => op.kind)).toEqual(['listing.create', 'listing.update']));
  });
});
