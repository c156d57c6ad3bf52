/**
 * A job that gives up is kept, marked failed, with its last error, so a lost push alert leaves a
 * trace an operator can list and retry (`npm run admin -- jobs`). Workers take only jobs not failed:
 * the due index leaves the failed ones out.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.timestamp('failed_at', { useTz: true });
  });
  await knex.raw('DROP INDEX jobs_due_idx');
  await knex.raw('CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE failed_at IS NULL');
  await knex.raw('CREATE INDEX jobs_failed_idx ON jobs (failed_at, id) WHERE failed_at IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX jobs_failed_idx');
  await knex.raw('DROP INDEX jobs_due_idx');
  await knex('jobs').whereNotNull('failed_at').delete();
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('failed_at');
  });
  await knex.raw('CREATE INDEX jobs_due_idx ON jobs (run_at, id)');
}
