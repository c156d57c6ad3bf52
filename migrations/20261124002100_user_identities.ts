/**
 * Accounts' identities at OpenID Connect providers. A provider names a person
 * by (issuer, subject), never by email: emails change hands, so an email only links an existing account
 * under the rules of oidc-service.ts. The email is the one the provider gave when the identity was
 * linked, kept for support.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_identities', (t) => {
    t.text('issuer').notNullable();
    t.text('subject').notNullable();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('email');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['issuer', 'subject']);
  });
  await knex.raw('CREATE INDEX user_identities_user_idx ON user_identities (user_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_identities');
}
