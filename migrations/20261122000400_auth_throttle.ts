/**
 * Failed sign-in counters per IP, per account and per account+IP, kept in the
 * database so every server process shares them.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('auth_throttle', (t) => {
    t.text('key').primary();
    t.integer('failures').notNullable();
    t.timestamp('window_started_at', { useTz: true }).notNullable();
    t.timestamp('blocked_until', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auth_throttle');
}
