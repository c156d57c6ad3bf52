/**
 * Whether the account's language is one its user chose (the language switch) or only the one a device
 * was read in. A device's language never replaces a chosen one, and a new device offers a chosen one
 * rather than taking it. Accounts from before cannot tell, so they start as not chosen.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('locale_chosen').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('locale_chosen');
  });
}
