/**
 * Idempotency keys: the key, a fingerprint of the request and the first response, stored
 * in the same transaction as the write, so a replay returns that response and performs nothing twice.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.text('key').notNullable();
    // The empty string stands for "not signed in", so the key stays part of one primary key.
    t.text('scope').notNullable();
    t.text('fingerprint').notNullable();
    t.integer('response_status').notNullable();
    t.jsonb('response_body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['scope', 'key']);
  });
  await knex.raw('CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
