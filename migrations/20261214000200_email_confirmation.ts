/**
 * Confirmed emails. An account's email is confirmed when its owner opens a link mailed to it; a new
 * email waits (pending_email) until its own link is opened, and the account keeps its old one until
 * then. Links are random tokens kept only as their SHA-256, each bound to the address it was mailed to.
 * Accounts a provider made with an email it verified count as confirmed.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_confirmed_at', { useTz: true });
    t.text('pending_email');
  });
  await knex.schema.createTable('email_confirmations', (t) => {
    t.text('token_hash').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('email').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
    t.index(['expires_at']);
  });
  await knex.raw(`
    UPDATE users SET email_confirmed_at = now()
    WHERE EXISTS (SELECT 1 FROM user_identities i WHERE i.user_id = users.id AND lower(i.email) = lower(users.email))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_confirmations');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_confirmed_at');
    t.dropColumn('pending_email');
  });
}
