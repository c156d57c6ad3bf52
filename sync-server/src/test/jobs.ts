/**
 * The job queue, as the tests watch it: work queued after a response (push alerts) is done when the
 * queue is empty again.
 */
import type { Knex } from 'knex';
import { expect, vi } from 'vitest';

async function jobCount(knex: Knex): Promise<number> {
  const [row] = await knex('jobs').whereNull('failed_at').count<Array<{ count: string | number }>>('* as count');
  return Number(row?.count ?? 0);
}

/** Resolves once every queued job has been done or given up (a job given up is kept, marked failed). */
export const noJobsLeft = (knex: Knex, timeout = 10_000): Promise<void> => vi.waitFor(async () => expect(await jobCount(knex)).toBe(0), { timeout });
