/**
 * One try of one operation: its executor makes the calls; on success the server's answer is written
 * and the operation removed in one transaction (a crash in between replays it, answered from the
 * server's idempotency record); on failure it records why and when to try again (classify-failure.ts).
 */
import { db } from '@pwa/db/app-db.ts';
import { retryDelay } from './backoff.ts';
import { classifyFailure } from './classify-failure.ts';
import type { Executors } from './executor.ts';
import type { ApiClient } from '@pwa/lib/api-client.ts';
import type { OutboxKind, OutboxRow, OutboxRowOf, ProgressOf } from '@pwa/db/outbox-row.ts';

// `answered` is told as soon as the server has answered a try that went through, before the answer is
// written on the device: the flusher can start another entity's request while this one's write
// commits (outbox replay budget).
export interface AttemptDeps {
  executors: Executors;
  http: ApiClient;
  now: () => number;
  /** In [0, 1), for the backoff's jitter. */
  random: () => number;
}

export type AttemptResult =
  | { type: 'sent' }
  | { type: 'refused' }
  | { type: 'later'; at: number; stopFlush: boolean }
  | { type: 'sign-in' };

export async function attemptOperation<K extends OutboxKind>(op: OutboxRowOf<K>, deps: AttemptDeps, answered: () => void = () => {}): Promise<AttemptResult> {
  const executor = deps.executors[op.kind];
  try {
    const apply = await executor.run(op, {
      http: deps.http,
      saveProgress: (progress) => saveProgress(op, progress),
      leavesRefusedMediaOut: async () => (await sameOperation(op).first())?.leaveRefusedMediaOut === true,
    });
    answered();
    await db.transaction('rw', ['outbox', ...executor.tables], async () => {
      await apply();
      // By its key (one read, one delete) rather than sameOperation's filtered cursor: this runs once
      // per operation replayed.
      if ((await db.outbox.get(op.seq))?.idempotencyKey === op.idempotencyKey) await db.outbox.delete(op.seq);
    });
    return { type: 'sent' };
  } catch (error) {
    const verdict = classifyFailure(error);
    const attempts = op.attempts + 1;
    switch (verdict.type) {
      case 'retry': {
        const at = deps.now() + retryDelay(attempts, deps.random(), verdict.retryAfterMs);
        await record(op, { attempts, nextAttemptAt: at, error: verdict.failure });
        return { type: 'later', at, stopFlush: verdict.stopFlush };
      }
      case 'sign-in':
        // Not the write's fault: no attempt counted, no backoff; it goes once the user signs in.
        await record(op, { error: verdict.failure });
        return { type: 'sign-in' };
      case 'refused':
        await record(op, { status: 'failed', attempts, error: verdict.failure });
        return { type: 'refused' };
    }
  }
}

type OperationRef = Pick<OutboxRow, 'seq' | 'idempotencyKey'>;

/**
 * The operation as it was tried: an edit in between (a new key) or a discard makes it another
 * operation, which this try must not touch.
 */
const sameOperation = (op: OperationRef) => db.outbox.where(':id').equals(op.seq).filter((row) => row.idempotencyKey === op.idempotencyKey);

async function record(op: OperationRef, changes: Partial<Pick<OutboxRow, 'status' | 'attempts' | 'nextAttemptAt' | 'error'>>): Promise<void> {
  await sameOperation(op).modify((row) => {
    Object.assign(row, changes);
  });
}

async function saveProgress<K extends OutboxKind>(op: OutboxRowOf<K>, progress: ProgressOf<K>): Promise<void> {
  // Kept on the row passed to the executor as well, so it sees its own progress without a re-read.
  op.progress = progress;
  await sameOperation(op).modify((row) => {
    row.progress = progress;
  });
}
