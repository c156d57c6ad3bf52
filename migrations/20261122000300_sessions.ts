/**
 * Server-side sessions. The id column holds a SHA-256 of the cookie's session id, so
 * a copy of this table cannot be replayed as cookies.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    t.text('id').primary();
    t.jsonb('data').notNullable();
    t.uuid('user_id').references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamps(true, true);
  });
  await knex.raw('CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)');
  await knex.raw('CREATE INDEX sessions_user_id_idx ON sessions (user_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
}
