/**
 * Reports: a user flags a listing, another user or a message, with a reason and optional words. One
 * open report per reporter per target (a partial unique index); the target's user (the listing's
 * owner, the user, the message's sender) is kept beside it, so reports against one person can be
 * found whatever they were about.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reports', (t) => {
    t.uuid('id').primary();
    t.uuid('reporter_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('target_type').notNullable();
    t.uuid('target_id').notNullable();
    t.uuid('target_user_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('reason').notNullable();
    t.text('details');
    t.text('status').notNullable().defaultTo('open');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('resolved_at', { useTz: true });
    t.index(['status', 'created_at']);
    t.index(['target_user_id']);
    t.index(['reporter_id']);
  });
  await knex.raw(`ALTER TABLE reports ADD CONSTRAINT reports_target_type_check CHECK (target_type IN ('item', 'user', 'message'))`);
  await knex.raw(`ALTER TABLE reports ADD CONSTRAINT reports_reason_check CHECK (reason IN ('scam', 'prohibited', 'spam', 'offensive', 'not-as-described', 'other'))`);
  await knex.raw(`ALTER TABLE reports ADD CONSTRAINT reports_status_check CHECK (status IN ('open', 'dismissed', 'actioned'))`);
  await knex.raw(`CREATE UNIQUE INDEX reports_one_open_idx ON reports (reporter_id, target_type, target_id) WHERE status = 'open'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reports');
}
