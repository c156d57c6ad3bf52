/**
 * A paid period bought through the built-in test gateway is marked so: nothing was charged for it, and
 * it counts towards premium only while the server runs that gateway. Once real payment keys are
 * configured (or payments are off), such periods are history, never paid time. Periods recorded before
 * take the mark from their payment's gateway.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE premium_periods ADD COLUMN test_mode boolean NOT NULL DEFAULT false');
  await knex.raw("UPDATE premium_periods SET test_mode = true WHERE payment_id IN (SELECT id FROM payments WHERE gateway = 'test')");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE premium_periods DROP COLUMN test_mode');
}
