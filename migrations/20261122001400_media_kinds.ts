/**
 * Video and profile-picture uploads: a token carries the size and type its upload was
 * granted for; a profile picture belongs to no listing.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('upload_tokens', (t) => {
    t.uuid('item_id').nullable().alter();
    t.integer('max_bytes');
    t.text('content_type');
  });
  await knex.schema.alterTable('media_objects', (t) => {
    t.uuid('item_id').nullable().alter();
    t.text('content_type');
  });
  await knex.raw('CREATE INDEX media_objects_owner_kind_idx ON media_objects (owner_id, kind)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX media_objects_owner_kind_idx');
  await knex('media_objects').whereNull('item_id').delete();
  await knex('upload_tokens').whereNull('item_id').delete();
  await knex.schema.alterTable('media_objects', (t) => {
    t.dropColumn('content_type');
    t.uuid('item_id').notNullable().alter();
  });
  await knex.schema.alterTable('upload_tokens', (t) => {
    t.dropColumn('content_type');
    t.dropColumn('max_bytes');
    t.uuid('item_id').notNullable().alter();
  });
}
