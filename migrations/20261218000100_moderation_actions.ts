/**
 * The moderators' log: every action an administrator takes on reports (and later on listings and
 * users), with who, when, what and why. Append-only: a trigger refuses any change or removal, so the
 * record stands whatever the application does. A closed report points at the action that closed it.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('moderation_actions', (t) => {
    t.uuid('id').primary();
    t.uuid('admin_id').notNullable().references('id').inTable('users');
    t.text('action').notNullable();
    t.text('target_type').notNullable();
    t.uuid('target_id').notNullable();
    t.uuid('target_user_id').references('id').inTable('users');
    t.text('reason').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['target_type', 'target_id']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_action_check CHECK (action IN ('dismiss-reports', 'warn-user'))`);
  await knex.raw(`
    CREATE FUNCTION moderation_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'moderation_actions is append-only';
    END
    $$`);
  await knex.raw('CREATE TRIGGER moderation_actions_append_only BEFORE UPDATE OR DELETE ON moderation_actions FOR EACH ROW EXECUTE FUNCTION moderation_actions_append_only()');
  await knex.schema.alterTable('reports', (t) => {
    t.uuid('resolved_by').references('id').inTable('moderation_actions');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reports', (t) => {
    t.dropColumn('resolved_by');
  });
  await knex.schema.dropTable('moderation_actions');
  await knex.raw('DROP FUNCTION moderation_actions_append_only()');
}
