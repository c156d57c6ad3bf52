/**
 * Messages of a conversation. The id is made by the sending device (UUID v7), so an outbox replay is
 * the same message. A contact-page message keeps the contact details the renter typed;
 * read_at is set when the other side opens the thread. Rows are never changed after that, so
 * change_seq is the one of their writing.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('messages', (t) => {
    t.uuid('id').primary();
    t.uuid('conversation_id').notNullable().references('id').inTable('conversations').onDelete('CASCADE');
    t.uuid('sender_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('body').notNullable();
    t.text('contact_name');
    t.text('contact_email');
    t.text('contact_phone');
    t.timestamp('read_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.bigInteger('change_seq').notNullable();
  });
  await knex.raw('CREATE INDEX messages_thread_idx ON messages (conversation_id, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX messages_unread_idx ON messages (conversation_id, sender_id) WHERE read_at IS NULL');
  await knex.raw('CREATE INDEX messages_change_seq_idx ON messages (change_seq)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('messages');
}
