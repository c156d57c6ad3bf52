/**
 * Deleted accounts. A deletion erases the person but keeps the row, so the conversations, bookings and
 * reviews others keep still point somewhere: deleted_at marks it, and the app names it "Deleted user".
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('deleted_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('deleted_at');
  });
}
