/**
 * Queues an operation in the caller's Dexie transaction, so the local change the user sees and the
 * operation that sends it are written together or not at all. Its Idempotency-Key is made here,
 * once: every replay carries it, so the server applies the write once.
 */
import type { Transaction } from 'dexie';
import type { NewOutboxRow, OutboxKind, OutboxRow, PayloadOf } from '@pwa/db/outbox-row.ts';

/** A kind with its payload (a union over kinds, so the kind tells TypeScript the payload's type). */
export type KindAndPayload = { [K in OutboxKind]: { kind: K; payload: PayloadOf<K> } }[OutboxKind];

export type NewOperation = KindAndPayload & {
  /** The signed-in account making the change. */
  accountId: string;
  /** What it changes, e.g. listingEntity(id); operations on one entity are replayed strictly in order. */
  entity: string;
  /**
   * The chain it belongs to beyond its entity, e.g. conversationChain(itemId, renterId): operations of
   * one chain are replayed strictly in order too, whatever their entities.
   */
  chain?: string;
};

/**
 * The state of an operation about to be tried for the first time: no progress, a new key (a new or
 * changed payload is a new request), due now. Queuing and editing both start here.
 */
export const freshAttempt = () => ({
  progress: null,
  idempotencyKey: crypto.randomUUID(),
  status: 'pending' as const,
  attempts: 0,
  nextAttemptAt: 0,
  error: null,
  // Nobody watches a new request until a screen says so (media-watch.ts).
  leaveRefusedMediaOut: false,
});

// For example:
//   await db.transaction('rw', db.items, db.itemLists, db.outbox, async (tx) => {
//     await db.items.put(localRow);
//     await enqueue(tx, { kind: 'listing.create', accountId, entity: listingEntity(id), payload });
//   });
// Offline this commits at once; the flusher sends it when it can.
/** Resolves with the operation's sequence number. */
export async function enqueue(tx: Transaction, operation: NewOperation, now: number = Date.now()): Promise<number> {
  // Without the outbox in a read-write scope the operation would be written apart from the change.
  if (tx.mode !== 'readwrite' || !tx.storeNames.includes('outbox')) {
    throw new Error('enqueue needs a read-write transaction that includes the outbox table');
  }
  const row: NewOutboxRow = { ...operation, ...freshAttempt(), createdAt: now };
  return tx.table<OutboxRow, number, NewOutboxRow>('outbox').add(row);
}
