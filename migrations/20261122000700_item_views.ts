/**
 * Views of listings: one row per viewer per item per day (so a reload is not a view), and each signed-in
 * user's recently viewed items.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('item_views', (t) => {
    t.uuid('item_id').notNullable().references('id').inTable('items').onDelete('CASCADE');
    t.text('viewer_key').notNullable();
    t.date('day').notNullable();
    t.primary(['item_id', 'viewer_key', 'day']);
  });
  await knex.schema.createTable('recently_viewed', (t) => {
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.uuid('item_id').notNullable().references('id').inTable('items').onDelete('CASCADE');
    t.timestamp('viewed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'item_id']);
  });
  await knex.raw('CREATE INDEX recently_viewed_user_idx ON recently_viewed (user_id, viewed_at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recently_viewed');
  await knex.schema.dropTable('item_views');
}
