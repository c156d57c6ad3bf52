/**
 * Listings. Deletes are soft (deleted_at) so caches can learn of them, every write bumps
 * change_seq, money is numeric(12,2). Search: a tsvector over title, description, category and
 * location with a GIN index, and a trigram index for location filtering.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE SEQUENCE items_change_seq');
  await knex.schema.createTable('items', (t) => {
    t.uuid('id').primary();
    t.uuid('owner_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.uuid('category_id').notNullable().references('id').inTable('categories');
    t.text('title').notNullable();
    t.text('description').notNullable();
    t.decimal('price', 12, 2);
    t.text('price_unit');
    t.boolean('is_negotiable').notNullable().defaultTo(false);
    t.text('location');
    t.text('contact_phone');
    t.specificType('image_urls', 'text[]').notNullable().defaultTo('{}');
    t.text('video_url');
    t.boolean('is_verified').notNullable().defaultTo(false);
    t.boolean('is_featured').notNullable().defaultTo(false);
    t.text('availability').notNullable().defaultTo('available');
    t.integer('view_count').notNullable().defaultTo(0);
    t.integer('min_rental_duration').notNullable().defaultTo(1);
    t.integer('max_rental_duration');
    t.decimal('deposit', 12, 2);
    t.text('moderation_status').notNullable().defaultTo('approved');
    t.text('rejection_reason');
    t.specificType('search_vector', 'tsvector').notNullable();
    t.bigInteger('change_seq').notNullable().defaultTo(knex.raw("nextval('items_change_seq')"));
    t.timestamps(true, true);
    t.timestamp('deleted_at', { useTz: true });
  });
  await knex.raw(`ALTER TABLE items ADD CONSTRAINT items_price_unit_check CHECK (price_unit IN ('hour', 'day', 'week', 'month'))`);
  await knex.raw(`ALTER TABLE items ADD CONSTRAINT items_availability_check CHECK (availability IN ('available', 'rented', 'unavailable'))`);
  await knex.raw('ALTER TABLE items ADD CONSTRAINT items_price_check CHECK (price IS NULL OR price >= 0)');
  await knex.raw('CREATE INDEX items_search_vector_idx ON items USING gin (search_vector)');
  await knex.raw('CREATE INDEX items_location_trgm_idx ON items USING gin (location gin_trgm_ops)');
  await knex.raw('CREATE INDEX items_recent_idx ON items (created_at DESC, id DESC) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX items_popular_idx ON items (view_count DESC, id DESC) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX items_category_idx ON items (category_id, created_at DESC, id DESC) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX items_owner_idx ON items (owner_id, created_at DESC) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX items_change_seq_idx ON items (change_seq)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('items');
  await knex.raw('DROP SEQUENCE items_change_seq');
}
