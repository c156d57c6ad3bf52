/**
 * Contact interactions: each WhatsApp, call or message click on a listing, with who clicked
 * when signed in. A log for the owner's contact counts; it notifies no one by itself.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_interactions', (t) => {
    t.uuid('id').primary();
    t.uuid('item_id').notNullable().references('id').inTable('items').onDelete('CASCADE');
    t.uuid('owner_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.uuid('contacter_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('interaction_type').notNullable();
    t.text('contact_method').notNullable();
    t.text('message');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE contact_interactions ADD CONSTRAINT contact_interactions_type_check CHECK (interaction_type IN ('whatsapp', 'call', 'message'))`);
  await knex.raw(`ALTER TABLE contact_interactions ADD CONSTRAINT contact_interactions_method_check CHECK (contact_method IN ('whatsapp', 'phone', 'form'))`);
  await knex.raw('CREATE INDEX contact_interactions_item_idx ON contact_interactions (item_id, created_at DESC)');
  await knex.raw('CREATE INDEX contact_interactions_owner_idx ON contact_interactions (owner_id, created_at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_interactions');
}
