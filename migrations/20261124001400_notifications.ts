/**
 * Notifications, plus the conversation a message notification opens. Deletes are soft
 * (deleted_at) so the user's other devices learn of them through the inbox changes call.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('type').notNullable();
    t.text('title').notNullable();
    t.text('message').notNullable();
    t.boolean('is_read').notNullable().defaultTo(false);
    t.uuid('item_id').references('id').inTable('items').onDelete('SET NULL');
    t.uuid('conversation_id').references('id').inTable('conversations').onDelete('CASCADE');
    t.text('sender_name');
    t.text('sender_email');
    t.text('sender_phone');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('deleted_at', { useTz: true });
    t.bigInteger('change_seq').notNullable();
  });
  await knex.raw(`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN ('message', 'other'))`);
  await knex.raw('CREATE INDEX notifications_list_idx ON notifications (user_id, created_at DESC, id DESC) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read AND deleted_at IS NULL');
  await knex.raw('CREATE INDEX notifications_conversation_idx ON notifications (conversation_id) WHERE conversation_id IS NOT NULL');
  await knex.raw('CREATE INDEX notifications_user_change_idx ON notifications (user_id, change_seq)');
  await knex.raw('CREATE INDEX notifications_change_seq_idx ON notifications (change_seq)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notifications');
}
