/**
 * Rate counters for writes a person could flood (messages, new conversations, contact clicks), kept in
 * the database so every server process counts alike: one row per key and fixed window.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_throttle', (t) => {
    t.text('key').primary();
    t.integer('hits').notNullable();
    t.timestamp('window_started_at', { useTz: true }).notNullable();
    t.timestamp('window_ends_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE INDEX rate_throttle_ends_idx ON rate_throttle (window_ends_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_throttle');
}
