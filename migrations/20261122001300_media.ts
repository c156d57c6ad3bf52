/**
 * Uploaded media: single-use upload URLs bound to a user and a listing, and the media
 * objects they produced. Only a hash of each upload token is stored.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('upload_tokens', (t) => {
    t.text('token_hash').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.uuid('item_id').notNullable();
    t.text('kind').notNullable();
    t.uuid('media_id').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
  });
  await knex.schema.createTable('media_objects', (t) => {
    t.uuid('id').primary();
    t.uuid('owner_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.uuid('item_id').notNullable();
    t.text('kind').notNullable();
    t.text('url').notNullable().unique();
    t.integer('width');
    t.integer('height');
    t.integer('bytes').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX media_objects_item_idx ON media_objects (item_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_objects');
  await knex.schema.dropTable('upload_tokens');
}
