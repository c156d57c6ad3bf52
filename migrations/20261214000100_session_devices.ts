/**
 * Sessions as devices a person can see and sign out: each gets an id of its own to name it by (the
 * row's key is a hash of the cookie and stays private), and when it was last used.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.uuid('device_id').notNullable().defaultTo(knex.raw('gen_random_uuid()')).unique();
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('device_id');
    t.dropColumn('last_seen_at');
  });
}
