/**
 * What the user can do with an operation the server refused (Retry / Edit / Discard), and with one
 * still waiting. Each takes the outbox lock, so it never changes an operation being sent, and
 * resolves false when the operation is gone (sent meanwhile).
 */
import { db } from '@pwa/db/app-db.ts';
import { freshAttempt, type KindAndPayload } from './enqueue.ts';
import { outboxExecutors } from './outbox-executors.ts';
import { OUTBOX_LOCK, withLock } from './with-lock.ts';
import type { OutboxKind, OutboxRow, OutboxRowOf } from '@pwa/db/outbox-row.ts';

// None starts a flush itself: the running outbox notices operations that became due
// (outbox-job.ts).
/** Sends the operation again now, with the same Idempotency-Key (its payload has not changed). */
export function retryOperation(seq: number): Promise<boolean> {
  return withLock(OUTBOX_LOCK, async () => {
    const changed = await db.outbox.update(seq, { status: 'pending', attempts: 0, nextAttemptAt: 0, error: null });
    return changed > 0;
  });
}

/**
 * Replaces the operation's payload (the user fixed what the server refused) and sends it again. The
 * payload changed, so it gets a new Idempotency-Key (the server answers a reused key with a
 * different body with 422) and starts its steps afresh (new photos may need uploading).
 */
export function editOperation(seq: number, change: KindAndPayload): Promise<boolean> {
  return withLock(OUTBOX_LOCK, async () => {
    const row = await db.outbox.get(seq);
    if (!row) return false;
    if (row.kind !== change.kind) throw new Error(`operation ${seq} is a ${row.kind}, not a ${change.kind}`);
    await db.outbox.update(seq, (current) => {
      Object.assign(current, { payload: change.payload, ...freshAttempt() });
    });
    return true;
  });
}

/**
 * Gives the operation up, undoing its local change where its kind knows how (a listing created on the
 * device disappears), together with the later operations on its entity when its kind says so.
 */
export function discardOperation(seq: number): Promise<boolean> {
  return withLock(OUTBOX_LOCK, async () => {
    const row = await db.outbox.get(seq);
    if (!row) return false;
    await discard(row);
    return true;
  });
}

async function discard<K extends OutboxKind>(op: OutboxRowOf<K>): Promise<void> {
  const executor = (await outboxExecutors())[op.kind];
  await db.transaction('rw', ['outbox', ...executor.tables], async () => {
    const later = executor.discardsLaterOnEntity
      ? await db.outbox.where('entity').equals(op.entity).filter((row) => row.seq > op.seq).primaryKeys()
      : [];
    await executor.revert?.(op);
    await db.outbox.bulkDelete([op.seq, ...later]);
  });
}

/**
 * The connection is back: operations waiting out a backoff because there was no connection become
 * due now (a busy server's backoff stands).
 */
export async function wakeOperationsWaitingForNetwork(): Promise<void> {
  await db.outbox
    .where('status')
    .equals('pending')
    .filter((row: OutboxRow) => row.error?.status === 0 && row.nextAttemptAt > 0)
    .modify({ nextAttemptAt: 0 });
}
