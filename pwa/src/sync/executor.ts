/**
 * What each kind of operation does on the network. An executor makes the calls with the operation's
 * Idempotency-Key, saves its progress between steps (so a resumed operation never repeats a step that
 * got through, such as an upload) and returns the local write of the server's answer, which the
 * flusher runs in the same transaction that removes the operation.
 */
import type { Table } from 'dexie';
import type { AppDB } from '@pwa/db/app-db.ts';
import type { ApiClient } from '@pwa/lib/api-client.ts';
import type { OutboxKind, OutboxRowOf, ProgressOf } from '@pwa/db/outbox-row.ts';

/** The names of AppDB's tables. */
export type TableName = { [P in keyof AppDB]: AppDB[P] extends Table ? P : never }[keyof AppDB];

export interface ExecutorIo<K extends OutboxKind> {
  http: ApiClient;
  /** Persists what is done so far; resolves once it is on the device. */
  saveProgress(progress: ProgressOf<K>): Promise<void>;
  /** Whether the owner watches this write now (leaveRefusedMediaOut, read from the stored operation). */
  leavesRefusedMediaOut(): Promise<boolean>;
}

/** Writes the server's answer on the device; runs inside the transaction that removes the operation. */
export type ApplyResult = () => Promise<void>;

export interface Executor<K extends OutboxKind> {
  /** The tables ApplyResult and revert write (the outbox itself is always in the transaction). */
  readonly tables: readonly TableName[];
  run(op: OutboxRowOf<K>, io: ExecutorIo<K>): Promise<ApplyResult>;
  /** Undoes the operation's local change when the user discards it (same transaction as the removal). */
  revert?(op: OutboxRowOf<K>): Promise<void>;
  /**
   * Discarding this operation discards the later ones on its entity too: when a creation is given
   * up, there is nothing left for them to change.
   */
  readonly discardsLaterOnEntity?: boolean;
}

/** One executor per kind: a kind without one does not compile. */
export type Executors = { [K in OutboxKind]: Executor<K> };
