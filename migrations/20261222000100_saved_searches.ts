/**
 * Saved searches: a user asks to be told when a new listing matches a search (words, a category, a
 * place, near a point, days). The search is kept as asked (shown back on the profile) and as the
 * listings' index matches it (`words` a tsquery text, `places` the location's spellings), made once
 * when it is saved. One of each search per user (its `fingerprint`); the app allows 20 a user. When a
 * listing matched last, which, and when its owner was last told (at most once an hour) are kept.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('saved_searches', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('fingerprint').notNullable();
    t.text('q');
    t.text('location');
    t.uuid('category_id').references('id').inTable('categories').onDelete('CASCADE');
    t.double('latitude');
    t.double('longitude');
    t.integer('radius_km');
    t.date('from_day');
    t.date('to_day');
    t.text('words');
    t.specificType('places', 'text[]');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_match_at', { useTz: true });
    t.uuid('last_match_item_id').references('id').inTable('items').onDelete('SET NULL');
    t.timestamp('last_notified_at', { useTz: true });
    t.unique(['user_id', 'fingerprint']);
  });
  await knex.raw(`ALTER TABLE saved_searches ADD CONSTRAINT saved_searches_near_check CHECK ((latitude IS NULL) = (longitude IS NULL) AND (latitude IS NULL) = (radius_km IS NULL))`);
  await knex.raw(`ALTER TABLE saved_searches ADD CONSTRAINT saved_searches_days_check CHECK ((from_day IS NULL) = (to_day IS NULL) AND (from_day IS NULL OR to_day > from_day))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('saved_searches');
}
