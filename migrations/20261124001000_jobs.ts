/**
 * The durable job queue: work that must happen after a write commits (a push alert) is a row written in
 * the write's own transaction, so it is never lost nor sent for a write that rolled back. Workers in any
 * number of processes take due rows with FOR UPDATE SKIP LOCKED; a finished job's row is deleted.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (t) => {
    t.bigIncrements('id');
    t.text('kind').notNullable();
    t.jsonb('payload').notNullable();
    // Both schedules retries (backoff, Retry-After) and hides a taken job: the worker moves it past its
    // lease, so a job whose worker dies mid-job is taken again when the lease runs out.
    t.timestamp('run_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX jobs_due_idx ON jobs (run_at, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobs');
}
