/**
 * Email alerts. Each account chooses which kinds it is emailed about (a row only once it has chosen:
 * every kind is on until then), and each email sent is remembered per conversation or booking (its
 * thread), so a thread is emailed about at most once an hour.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_alert_choices', (t) => {
    t.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.boolean('messages').notNullable().defaultTo(true);
    t.boolean('booking_requests').notNullable().defaultTo(true);
    t.boolean('booking_decisions').notNullable().defaultTo(true);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('email_alerts_sent', (t) => {
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('thread').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'thread']);
    t.index(['sent_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_alerts_sent');
  await knex.schema.dropTable('email_alert_choices');
}
