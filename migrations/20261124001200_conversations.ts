/**
 * Conversations: one per (listing, renter), between the renter and the listing's owner. The listing's
 * title and first photo are copied at each message, so a thread still reads after the listing is deleted
 * (listings are soft-deleted, so the foreign key holds). Each side may block the other (a flag per side).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('conversations', (t) => {
    t.uuid('id').primary();
    t.uuid('item_id').notNullable().references('id').inTable('items').onDelete('CASCADE');
    t.uuid('owner_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.uuid('renter_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('item_title').notNullable();
    t.text('item_image_url');
    t.boolean('owner_blocked').notNullable().defaultTo(false);
    t.boolean('renter_blocked').notNullable().defaultTo(false);
    t.uuid('last_message_id');
    t.timestamp('last_message_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.bigInteger('change_seq').notNullable();
    t.unique(['item_id', 'renter_id']);
  });
  await knex.raw('ALTER TABLE conversations ADD CONSTRAINT conversations_two_parties_check CHECK (owner_id <> renter_id)');
  // For the inbox (each side's conversations by latest activity) and the inbox changes call (each side's
  // rows by change_seq).
  await knex.raw('CREATE INDEX conversations_owner_activity_idx ON conversations (owner_id, last_message_at DESC, id DESC)');
  await knex.raw('CREATE INDEX conversations_renter_activity_idx ON conversations (renter_id, last_message_at DESC, id DESC)');
  await knex.raw('CREATE INDEX conversations_owner_change_idx ON conversations (owner_id, change_seq)');
  await knex.raw('CREATE INDEX conversations_renter_change_idx ON conversations (renter_id, change_seq)');
  await knex.raw('CREATE INDEX conversations_change_seq_idx ON conversations (change_seq)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('conversations');
}
