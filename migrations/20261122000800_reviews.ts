/**
 * Website reviews, and reviews of listings left after a completed rental: the source of the
 * real ratings Kiraya shows instead of fixed figures.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('website_reviews', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.smallint('rating').notNullable();
    t.text('review_text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('ALTER TABLE website_reviews ADD CONSTRAINT website_reviews_rating_check CHECK (rating BETWEEN 1 AND 5)');
  await knex.raw('CREATE INDEX website_reviews_created_idx ON website_reviews (created_at DESC, id DESC)');
  await knex.schema.createTable('item_reviews', (t) => {
    t.uuid('id').primary();
    t.uuid('item_id').notNullable().references('id').inTable('items').onDelete('CASCADE');
    t.uuid('reviewer_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.smallint('rating').notNullable();
    t.text('review_text');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['item_id', 'reviewer_id']);
  });
  await knex.raw('ALTER TABLE item_reviews ADD CONSTRAINT item_reviews_rating_check CHECK (rating BETWEEN 1 AND 5)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('item_reviews');
  await knex.schema.dropTable('website_reviews');
}
