/**
 * The sync engine's public face: queue a write in its local change's transaction, show it, retry,
 * edit or discard it, send it now, and run the jobs that keep the device in step. It names no
 * feature: the kinds of write are the features', registered by the app (app/outbox-kinds.ts).
 */
export { enqueue, freshAttempt, type KindAndPayload, type NewOperation } from './enqueue.ts';
export type { NewOutboxRow, OutboxFailure, OutboxKind, OutboxKinds, OutboxRow, OutboxRowOf, OutboxStatus, PayloadOf } from '@pwa/db/outbox-row.ts';
export type { ApplyResult, Executor, ExecutorIo } from './executor.ts';
export { discardOperation, editOperation, retryOperation } from './outbox-actions.ts';
export { useEntityOutbox, useOutboxOperations, useOutboxSummary, type EntityOutboxState, type OutboxSummary } from './use-outbox.ts';
export { requestOutboxFlush } from './app-outbox.ts';
export { isOffline, outcomeOf, sendQueuedWrite, SENDER_WAIT_MS, type WriteOutcome } from './send-now.ts';
export { markWatched } from './watched-writes.ts';
export { currentAccountId } from './current-account.ts';
// First-page code imports core.ts instead: whatever a face re-exports lands in its importer's chunk.
export * from './core.ts';
export { HELD_ITEMS_LOCK, OUTBOX_LOCK, withLock, withLockIfFree } from './with-lock.ts';
export type { JobTrigger, SyncJob } from './start-sync.ts';
