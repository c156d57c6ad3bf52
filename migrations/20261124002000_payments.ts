/**
 * Paid premium plans (a real checkout through a gateway adapter): one payment per gateway order, the
 * webhook events already handled, and the premium period each paid payment bought. A payment turns
 * 'paid' once, when the checkout's signature or the gateway's webhook proves it; users.premium_tier and
 * premium_expires_at are derived from the periods.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // A receipt number is taken from the sequence at the moment a payment turns 'paid'.
  await knex.raw('CREATE SEQUENCE payment_receipt_seq START 1');
  await knex.schema.createTable('payments', (t) => {
    t.uuid('id').primary();
    // Kept when the account goes: a receipt is an accounting record.
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.uuid('package_id').notNullable().references('id').inTable('subscription_packages');
    t.text('tier').notNullable();
    t.text('gateway').notNullable();
    t.text('order_id').notNullable().unique();
    t.text('payment_id').unique();
    t.integer('amount_paise').notNullable();
    t.text('currency').notNullable().defaultTo('INR');
    t.text('status').notNullable().defaultTo('created');
    t.text('failure_reason');
    t.text('receipt_number').unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('paid_at', { useTz: true });
  });
  await knex.raw(`ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('created', 'paid', 'failed'))`);
  await knex.raw(`ALTER TABLE payments ADD CONSTRAINT payments_gateway_check CHECK (gateway IN ('razorpay', 'test'))`);
  await knex.raw(`ALTER TABLE payments ADD CONSTRAINT payments_tier_check CHECK (tier IN ('monthly', 'yearly'))`);
  await knex.raw('ALTER TABLE payments ADD CONSTRAINT payments_amount_check CHECK (amount_paise > 0)');
  // A paid payment without its payment id, time or receipt, or a receipt on an unpaid one, is
  // impossible whatever the application does.
  await knex.raw(
    `ALTER TABLE payments ADD CONSTRAINT payments_paid_is_complete CHECK (CASE WHEN status = 'paid' THEN paid_at IS NOT NULL AND receipt_number IS NOT NULL AND payment_id IS NOT NULL ELSE paid_at IS NULL AND receipt_number IS NULL END)`,
  );
  await knex.raw('CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC, id DESC)');

  // The gateway's webhook event ids already handled, so a replayed event does nothing.
  await knex.schema.createTable('payment_events', (t) => {
    t.text('event_id').primary();
    t.text('event_type').notNullable();
    t.text('order_id');
    t.timestamp('received_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('premium_periods', (t) => {
    t.bigIncrements('id');
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // Unique: one payment can never activate twice.
    t.uuid('payment_id').notNullable().unique().references('id').inTable('payments');
    t.text('tier').notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
  });
  await knex.raw('ALTER TABLE premium_periods ADD CONSTRAINT premium_periods_order_check CHECK (ends_at > starts_at)');
  await knex.raw('CREATE INDEX premium_periods_user_idx ON premium_periods (user_id, ends_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('premium_periods');
  await knex.schema.dropTable('payment_events');
  await knex.schema.dropTable('payments');
  await knex.raw('DROP SEQUENCE payment_receipt_seq');
}
