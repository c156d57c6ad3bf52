/** Drafts, a signed-in account and a queue helper for the outbox's tests. */
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';
import { makeUser } from '@pwa/test/users.ts';
import { enqueue, type NewOperation } from '@pwa/sync/enqueue.ts';
import { executors } from '@pwa/app/outbox-kinds.ts';
import { flushOutbox, type FlushDeps, type FlushOutcome } from '@pwa/sync/flush-outbox.ts';
import type { Fetch } from '@pwa/lib/api-client.ts';
import { createOutboxClient } from '@pwa/sync/outbox-client.ts';
import type { ListingDraft } from '@pwa/features/listings/listing-kinds.ts';

export const ACCOUNT = '01936f5e-7c2a-7b3e-9d41-2f6a8c0e1b55';

let sequence = 0;
export function newItemId(): string {
  sequence += 1;
  return `01936f5e-7c2a-7b3e-9d41-${String(sequence).padStart(12, '0')}`;
}

export function makeDraft(overrides: Partial<ListingDraft> = {}): ListingDraft {
  return {
    itemId: newItemId(),
    listing: {
      title: 'Canon EOS 200D camera',
      description: 'Two batteries and a 64 GB card.',
      categoryId: '01936f5e-0000-7000-8000-000000000001',
      isNegotiable: false,
      price: '1200',
      priceUnit: 'day',
      location: 'Pune, Maharashtra',
      contactPhone: null,
    },
    photos: [],
    video: null,
    ...overrides,
  };
}

export async function resetOutboxTables(accountId: string | null = ACCOUNT): Promise<void> {
  await Promise.all([db.outbox.clear(), db.items.clear(), db.itemLists.clear(), db.session.clear()]);
  if (accountId) await db.session.put({ key: SESSION_KEY, user: makeUser({ id: accountId }), fetchedAt: Date.now() });
}

/** Queues operations one transaction each, as the app would; resolves with their sequence numbers. */
export async function queue(...operations: NewOperation[]): Promise<number[]> {
  const seqs: number[] = [];
  for (const operation of operations) {
    seqs.push(await db.transaction('rw', db.outbox, (tx) => enqueue(tx, operation)));
  }
  return seqs;
}

export const createOf = (draft: ListingDraft, accountId = ACCOUNT): NewOperation => ({
  kind: 'listing.create',
  accountId,
  entity: `listing:${draft.itemId}`,
  payload: draft,
});
export const updateOf = (draft: ListingDraft, accountId = ACCOUNT): NewOperation => ({
  kind: 'listing.update',
  accountId,
  entity: `listing:${draft.itemId}`,
  payload: draft,
});
export const deleteOf = (itemId: string, accountId = ACCOUNT): NewOperation => ({
  kind: 'listing.delete',
  accountId,
  entity: `listing:${itemId}`,
  payload: { itemId },
});

export interface TestFlush {
  deps: FlushDeps;
  flush: () => Promise<FlushOutcome>;
}

/** A flusher on this network, with a clock the test moves and jitter fixed at its middle. */
export function testFlusher(fetch: Fetch, options: { now?: () => number; concurrency?: number } = {}): TestFlush {
  const deps: FlushDeps = {
    executors,
    http: createOutboxClient(fetch),
    now: options.now ?? Date.now,
    random: () => 0.5,
    accountId: async () => (await db.session.get(SESSION_KEY))?.user?.id ?? null,
    concurrency: options.concurrency ?? 1,
  };
  return { deps, flush: () => flushOutbox(deps) };
}
