/**
 * Support requests: a user's message to the administrators and, once given, the one answer. The
 * administrators' queue reads open requests oldest first, so the open ones have their own index.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('support_requests', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('message').notNullable();
    t.text('answer');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('answered_at', { useTz: true });
    t.uuid('answered_by').references('id').inTable('users').onDelete('SET NULL');
    /** Kept when the administrator's account is deleted: the request must still say who answered. */
    t.text('answered_by_username');
  });
  // An answer comes with its time and who gave it, or none of them does: "answered" is one fact.
  await knex.raw(
    'ALTER TABLE support_requests ADD CONSTRAINT support_requests_answered_together CHECK ((answer IS NULL) = (answered_at IS NULL) AND (answer IS NULL) = (answered_by_username IS NULL))',
  );
  await knex.raw('CREATE INDEX support_requests_user_idx ON support_requests (user_id, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX support_requests_open_idx ON support_requests (created_at, id) WHERE answer IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('support_requests');
}
