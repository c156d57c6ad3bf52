/**
 * One change sequence for everything a user's inbox holds — conversations, messages, notifications:
 * every row is stamped from it at each change, so one call hands a phone that was
 * offline everything that changed since its cursor, across the three tables, in one order.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE SEQUENCE inbox_change_seq');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP SEQUENCE inbox_change_seq');
}
