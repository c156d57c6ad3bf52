/**
 * The job worker: runs the durable jobs of the `jobs` table, in any number of processes on one
 * database.
 */
import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';
import { onJobQueued } from './job-signal.ts';
import { deleteJob, markJobFailed, rescheduleJob, takeDueJobs, type JobKind, type JobPayloads, type TakenJob } from './job-repo.ts';

/*
 * A worker takes due jobs in one short statement (FOR UPDATE SKIP LOCKED, run_at moved past a lease),
 * runs their handlers outside any transaction, deletes a job that succeeded and reschedules one that
 * failed — after its Retry-After when the handler names one, else with exponential backoff and jitter —
 * until it gives up after MAX_ATTEMPTS: logged, and kept marked failed with its last error, for the
 * operator to list and retry (`npm run admin -- jobs`). It polls every second, and at once when this process
 * commits a job (job-signal.ts). `stop` lets the jobs in hand finish: a process killed mid-job leaves
 * them to the lease, and another worker retakes them.
 */

/** What a handler gets besides its payload: `job` lets it delete its own row in its own transaction. */
export interface JobContext {
  db: Knex;
  logger: Logger;
  job: TakenJob;
}

export type JobHandlers = { [K in JobKind]: (payload: JobPayloads[K], context: JobContext) => Promise<void> };

/** Thrown by a handler whose work should be tried again, after `afterMs` when the other side said so. */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly afterMs?: number,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

export const MAX_ATTEMPTS = 10;
/** Longer than any handler runs (a push times out after 10 s), so a live worker's job is never retaken. */
export const LEASE_MS = 5 * 60 * 1000;
const POLL_MS = 1000;
const BATCH = 10;
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/** Exponential backoff with jitter: about 10 s, 20 s, 40 s … up to an hour, each between half and all of it. */
export function backoffMs(attempts: number, firstRetryMs = FIRST_RETRY_MS, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, firstRetryMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

export interface JobWorkerOptions {
  db: Knex;
  logger: Logger;
  handlers: JobHandlers;
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
  maxAttempts?: number;
  /** The first backoff (tests shorten it); each next one doubles. */
  firstRetryMs?: number;
}

export interface JobWorker {
  /** Stops taking jobs and resolves once the jobs in hand are done. */
  stop: () => Promise<void>;
}

export function startJobWorker({ db, logger, handlers, pollMs = POLL_MS, leaseMs = LEASE_MS, batch = BATCH, maxAttempts = MAX_ATTEMPTS, firstRetryMs = FIRST_RETRY_MS }: JobWorkerOptions): JobWorker {
  let stopping = false;
  let nudged = false;
  let wake = () => {};
  const stopListening = onJobQueued(() => {
    nudged = true;
    wake();
  });

  const isKind = (kind: string): kind is JobKind => Object.hasOwn(handlers, kind);

  const dispatch = async (job: TakenJob): Promise<void> => {
    // A kind this version does not know (a newer server queued it during a rolling update): that one runs it.
    if (!isKind(job.kind)) throw new RetryLater(`no handler for job kind ${job.kind}`);
    const handler = handlers[job.kind] as (payload: unknown, context: JobContext) => Promise<void>;
    await handler(job.payload, { db, logger, job });
  };

  const about = (job: TakenJob) => ({ job: { id: job.id, kind: job.kind, attempts: job.attempts } });

  /** A failed job is tried again later, or given up after maxAttempts. */
  const failed = async (job: TakenJob, error: unknown): Promise<void> => {
    // Handlers throw RetryLater with a message fit for the log (no endpoint, no key); anything else
    // is a bug or the database, reported by its message only.
    const reason = error instanceof Error ? error.message : String(error);
    try {
      if (job.attempts >= maxAttempts) {
        logger.error({ ...about(job), reason }, 'job failed too often; given up (kept as failed: npm run admin -- jobs)');
        await markJobFailed(db, job, reason);
        return;
      }
      const delayMs = error instanceof RetryLater && error.afterMs !== undefined ? error.afterMs : backoffMs(job.attempts, firstRetryMs);
      logger.warn({ ...about(job), reason, retryInMs: delayMs }, 'job failed; will retry');
      await rescheduleJob(db, job, delayMs, reason);
    } catch (err) {
      // The database is away: the lease brings the job back when it is.
      logger.warn({ ...about(job), err }, 'could not record a job’s failure; it is retried when its lease ends');
    }
  };

  const run = async (job: TakenJob): Promise<void> => {
    try {
      await dispatch(job);
    } catch (error) {
      await failed(job, error);
      return;
    }
    try {
      await deleteJob(db, job);
    } catch (err) {
      // Done, but the database is away: the lease runs it again later (the one way a job runs twice).
      logger.warn({ ...about(job), err }, 'could not delete a finished job');
    }
  };

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => wake(), pollMs);
      wake = () => {
        clearTimeout(timer);
        wake = () => {};
        resolve();
      };
    });

  const loop = async (): Promise<void> => {
    while (!stopping) {
      nudged = false;
      let taken: TakenJob[] = [];
      try {
        taken = await takeDueJobs(db, batch, leaseMs);
      } catch (err) {
        logger.warn({ err }, 'could not take jobs; trying again shortly');
      }
      if (taken.length) {
        await Promise.all(taken.map(run));
        continue;
      }
      // A job committed while this worker was taking: look again at once.
      if (!nudged && !stopping) await pause();
    }
  };

  const running = loop();
  return {
    stop: async () => {
      stopping = true;
      stopListening();
      wake();
      await running;
    },
  };
}
