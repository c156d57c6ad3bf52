/**
 * The language an account chose: 'en' or 'hi', null until the user picks one on any device.
 * Push alerts and notifications are written in it; a device without a choice of its own takes it at
 * sign-in.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('en', 'hi'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN locale');
}
