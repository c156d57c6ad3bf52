/**
 * Push subscriptions: one row per browser endpoint, owned by the account signed in on that device when
 * it turned alerts on. The endpoint is unique: a device that subscribes again, or whose next account
 * turns alerts on, moves its row rather than adding one, so no device is alerted for two accounts.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.bigIncrements('id');
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('endpoint').notNullable().unique();
    t.text('p256dh').notNullable();
    t.text('auth').notNullable();
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The last time the device subscribed: the oldest go first when an account passes its limit of
    // devices.
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, updated_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_subscriptions');
}
