/**
 * Sign-in counters now forget an address or account after a quiet spell since its last failure, not at
 * the end of a fixed window (a window that restarts hands an attacker fresh tries on a timer). The
 * column says what it holds.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_throttle', (t) => {
    t.renameColumn('window_started_at', 'last_failure_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_throttle', (t) => {
    t.renameColumn('last_failure_at', 'window_started_at');
  });
}
