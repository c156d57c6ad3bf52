/**
 * Claims of periodic work shared by every process on one database (kept in `app_meta`): a claim
 * succeeds only when no process made it within the gap, decided by one conditional upsert on the
 * database's clock, so two processes ticking at once (or at different minutes) run the work once.
 */
import { hostname } from 'node:os';
import type { Knex } from 'knex';

const keyOf = (job: string) => `runs:${job}`;

/** true when this process may run `job` now; records the run in the same statement. */
export async function claimRun(db: Knex, job: string, minGapMs: number): Promise<boolean> {
  const claimed = await db('app_meta')
    .insert({ key: keyOf(job), value: JSON.stringify({ pid: process.pid, host: hostname() }), updated_at: db.fn.now() })
    .onConflict('key')
    .merge(['value', 'updated_at'])
    // On a conflict PostgreSQL locks the row and re-reads it: a process that waited sees the fresh run.
    .where('app_meta.updated_at', '<=', db.raw('now() - make_interval(secs => ?)', [minGapMs / 1000]))
    .returning('key');
  return claimed.length === 1;
}

/** When `job` last ran (any process), for tests and diagnostics. */
export async function lastRunOf(db: Knex, job: string): Promise<Date | undefined> {
  const row = await db('app_meta').where({ key: keyOf(job) }).first('updated_at');
  return row ? new Date(row.updated_at) : undefined;
}

/** Moves `job`'s last run back in time (tests: "an hour later" without waiting an hour). */
export async function backdateRun(db: Knex, job: string, byMs: number): Promise<void> {
  await db('app_meta')
    .where({ key: keyOf(job) })
    .update({ updated_at: db.raw('updated_at - make_interval(secs => ?)', [byMs / 1000]) });
}
