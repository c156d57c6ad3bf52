/** Accounts. Usernames and emails are unique regardless of letter case. */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary();
    t.text('username').notNullable();
    t.text('email').notNullable();
    t.text('full_name');
    t.text('password_hash');
    t.text('location');
    t.text('phone');
    t.text('profile_image_url');
    t.boolean('is_verified').notNullable().defaultTo(false);
    t.text('role').notNullable().defaultTo('user');
    t.text('premium_tier').notNullable().defaultTo('free');
    t.timestamp('premium_expires_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin'))`);
  await knex.raw('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))');
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
