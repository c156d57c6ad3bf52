/**
 * Favourites synced to the account: per user and item, whether it is a favourite and when the user last
 * toggled it on a device. A removal stays as a row (a tombstone) so another device learns of it and does
 * not bring the favourite back.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('favorites', (t) => {
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // No foreign key to items: a device may favourite a listing still waiting in its outbox, and a
    // deleted listing keeps its rows, so a change is never refused for the item it names.
    t.uuid('item_id').notNullable();
    t.boolean('is_favorite').notNullable();
    // By the device's clock, never later than the server's when it arrived.
    t.timestamp('changed_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'item_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('favorites');
}
