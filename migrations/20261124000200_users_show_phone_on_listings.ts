/**
 * Whether an owner's profile phone shows on their listings (privacy). Off by default: a
 * listing shows its own contact number, and the profile phone only when its owner chose to.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('show_phone_on_listings').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('show_phone_on_listings');
  });
}
