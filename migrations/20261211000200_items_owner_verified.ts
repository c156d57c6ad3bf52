/**
 * Each listing keeps whether its owner is verified, so a list can put verified owners' listings first
 * among equals from the items table alone (a search ranks every match; joining each to its owner
 * slowed it several times over). Kept in step whenever the owner's verification changes; existing
 * listings take their owner's.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('items', (t) => {
    t.boolean('owner_verified').notNullable().defaultTo(false);
  });
  await knex.raw('UPDATE items i SET owner_verified = true FROM users u WHERE u.id = i.owner_id AND u.is_verified');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('items', (t) => {
    t.dropColumn('owner_verified');
  });
}
