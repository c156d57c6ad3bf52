/**
 * The sync engine's public face: features import from here, never from its files. It queues writes
 * (enqueue, inside the transaction of their local change), shows and acts on them (useOutbox…,
 * retry / edit / discard), sends one now (sendQueuedWrite), and runs the jobs that keep the device in
 * step (SyncJob, createCoalescingRunner, withLock). It names no feature: the kinds of write and their
 * executors are the features', registered by the app's entry (app/outbox-kinds.ts).
 *
 * Code on the first page imports core.ts instead (the triggers and the runner, re-exported here): the
 * bundler puts everything a face re-exports into its importer's chunk, and the outbox must not load
 * before the first interaction. No module behind either face does work when it loads.
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
export * from './core.ts';
export { HELD_ITEMS_LOCK, OUTBOX_LOCK, withLock, withLockIfFree } from './with-lock.ts';
export type { JobTrigger, SyncJob } from './start-sync.ts';
