/**
 * The job queue, as the tests watch it: work queued after a response (push alerts) is done when the
 * queue is empty again.
 */
import type { Knex } from 'knex';
import { expect, vi } from 'vitest';

/** Jobs due by now or in a worker's hands; not one queued for later (an email alert waiting its turn) and never taken. */
async function jobCount(knex: Knex): Promise<number> {
  const [row] = await knex('jobs')
    .whereNull('failed_at')
    .where((due) => due.where('attempts', '>', 0).orWhere('run_at', '<=', knex.fn.now()))
    .count<Array<{ count: string | number }>>('* as count');
  return Number(row?.count ?? 0);
}

/** Resolves once every job due has been done or given up (a job given up is kept, marked failed). */
export const noJobsLeft = (knex: Knex, timeout = 10_000): Promise<void> => vi.waitFor(async () => expect(await jobCount(knex)).toBe(0), { timeout });
