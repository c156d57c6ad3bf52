/**
 * When each booking was accepted, for the administrators' day-by-day figures: a booking's status
 * moves on (cancelled, completed), and its updated_at with it, so the day of its acceptance needs a
 * column of its own. Bookings accepted before are taken as accepted at their last change.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.timestamp('accepted_at', { useTz: true });
  });
  await knex('bookings').where({ status: 'accepted' }).update({ accepted_at: knex.ref('updated_at') });
  await knex.raw('CREATE INDEX bookings_accepted_at_idx ON bookings (accepted_at) WHERE accepted_at IS NOT NULL');
  await knex.raw('CREATE INDEX bookings_created_at_idx ON bookings (created_at)');
  await knex.raw('CREATE INDEX users_created_at_idx ON users (created_at)');
  await knex.raw('CREATE INDEX conversations_created_at_idx ON conversations (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX conversations_created_at_idx');
  await knex.raw('DROP INDEX users_created_at_idx');
  await knex.raw('DROP INDEX bookings_created_at_idx');
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('accepted_at');
  });
}
