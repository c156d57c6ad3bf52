/** SQL of the durable job queue (migrations/…_jobs.ts); the only place that knows its columns. */
import type { Knex } from 'knex';
import type { EmailAlertKind, PushAlert } from '@shared/api.ts';
import { announceJobQueued } from './job-signal.ts';

/** Every kind of job and its payload: a worker handles each kind (sync-server/src/jobs). */
export interface JobPayloads {
  /** One alert for every push subscription of `userId` (sync-server/src/push). */
  'push.alert': { userId: string; alert: PushAlert };
  /**
   * The alert for one device of `userId`: push.alert fans out into one of these per subscription, so a
   * device whose push service fails is retried alone and the others are never sent it twice.
   */
  'push.send': { userId: string; subscriptionId: string; alert: PushAlert };
  /**
   * The email standing in for notification `notificationId` of `userId` if it is still unread when due
   * (sync-server/src/modules/email-alerts): about `thread` (a conversation or booking), opening `path`.
   */
  'email.alert': { userId: string; notificationId: string; kind: EmailAlertKind; thread: string; path: string };
  /** Listing `itemId` was just published: the users whose saved searches it matches are told (sync-server/src/modules/saved-searches). */
  'saved-search.match': { itemId: string };
}
export type JobKind = keyof JobPayloads;

/**
 * Queues a job inside the caller's transaction: it runs only if that transaction commits, and it is
 * never lost once it has. This process's workers are nudged once it has committed.
 */
export async function queueJob<K extends JobKind>(trx: Knex.Transaction, kind: K, payload: JobPayloads[K], runAt?: Date): Promise<void> {
  await trx('jobs').insert({ kind, payload: JSON.stringify(payload), ...(runAt ? { run_at: runAt } : {}) });
  // Resolves when the transaction commits, rejects when it rolls back (nothing to do then).
  trx.executionPromise.then(announceJobQueued, () => undefined);
}

/** A job a worker holds: `attempts` counts this take too, and identifies it (a later take has more). */
export interface TakenJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

interface JobRow {
  id: string | number;
  kind: string;
  payload: unknown;
  attempts: number;
}

/**
 * Takes up to `limit` due jobs in one statement (its own short transaction): rows other workers are
 * taking right now are skipped (SKIP LOCKED), and each taken row's run_at moves past the lease, so no
 * other worker takes it while this one runs it, yet it is taken again if this worker dies.
 */
export async function takeDueJobs(db: Knex, limit: number, leaseMs: number): Promise<TakenJob[]> {
  const due = db('jobs').whereNull('failed_at').where('run_at', '<=', db.fn.now()).orderBy([{ column: 'run_at' }, { column: 'id' }]).limit(limit).forUpdate().skipLocked().select('id');
  const rows: JobRow[] = await db('jobs')
    .whereIn('id', due)
    .update({ run_at: db.raw('now() + make_interval(secs => ?)', [leaseMs / 1000]), attempts: db.raw('attempts + 1') })
    .returning(['id', 'kind', 'payload', 'attempts']);
  return rows.map((row) => ({ id: String(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts }));
}

/** A finished (or abandoned) job's row goes; false when it was no longer this take's (its lease ran out). */
export async function deleteJob(db: Knex, job: TakenJob): Promise<boolean> {
  const deleted: Array<{ id: string | number }> = await db('jobs').where({ id: job.id, attempts: job.attempts }).delete().returning('id');
  return deleted.length === 1;
}

/** Runs the job again after `delayMs` — unless another worker took it meanwhile (its lease ran out). */
export async function rescheduleJob(db: Knex, job: TakenJob, delayMs: number, error: string): Promise<void> {
  await db('jobs')
    .where({ id: job.id, attempts: job.attempts })
    .update({ run_at: db.raw('now() + make_interval(secs => ?)', [delayMs / 1000]), last_error: error.slice(0, 1000) });
}

/** Gives a job up: kept, marked failed with its last error, and never taken again unless retried. */
export async function markJobFailed(db: Knex, job: TakenJob, error: string): Promise<void> {
  await db('jobs').where({ id: job.id, attempts: job.attempts }).update({ failed_at: db.fn.now(), last_error: error.slice(0, 1000) });
}

/** A job given up, as the operator's command lists it. */
export interface FailedJob {
  id: string;
  kind: string;
  attempts: number;
  failedAt: Date;
  createdAt: Date;
  lastError: string | null;
}

interface FailedJobRow {
  id: string | number;
  kind: string;
  attempts: number;
  failed_at: Date | string;
  created_at: Date | string;
  last_error: string | null;
}

/** The failed jobs, most recently failed first, and how many there are in all. */
export async function listFailedJobs(db: Knex, limit: number): Promise<{ jobs: FailedJob[]; total: number }> {
  const rows: FailedJobRow[] = await db('jobs')
    .whereNotNull('failed_at')
    .orderBy([{ column: 'failed_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(limit)
    .select('id', 'kind', 'attempts', 'failed_at', 'created_at', 'last_error');
  const [{ count }] = (await db('jobs').whereNotNull('failed_at').count({ count: '*' })) as [{ count: string | number }];
  return {
    total: Number(count),
    jobs: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      attempts: row.attempts,
      failedAt: new Date(row.failed_at),
      createdAt: new Date(row.created_at),
      lastError: row.last_error,
    })),
  };
}

/**
 * Puts failed jobs back in the queue, due now with their attempts counted afresh (all of them, or the
 * one with `id`); how many went back. A job not failed is left alone.
 */
export async function retryFailedJobs(db: Knex, id?: string): Promise<number> {
  const failed = db('jobs').whereNotNull('failed_at');
  if (id !== undefined) failed.where({ id });
  return failed.update({ failed_at: null, attempts: 0, run_at: db.fn.now() });
}
