/**
 * Bookings: requests the owner accepts or declines, the days an owner blocks, and the reviews both
 * sides write after a completed rental. Days are `date`s (calendar days in India): a booking holds
 * start_date ≤ d < end_date. `completed` is not stored: an accepted booking whose end date has come
 * (in India) reads as completed.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bookings', (t) => {
    t.uuid('id').primary();
    t.uuid('item_id').notNullable().references('id').inTable('items').onDelete('CASCADE');
    t.uuid('owner_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.uuid('renter_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.uuid('conversation_id').notNullable().references('id').inTable('conversations').onDelete('CASCADE');
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
    t.text('status').notNullable();
    t.text('message');
    t.text('reason');
    t.text('cancelled_by');
    t.text('item_title').notNullable();
    t.text('item_image_url');
    t.decimal('price', 12, 2);
    t.text('price_unit');
    t.boolean('is_negotiable').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    // The inbox change sequence, so the inbox changes call brings bookings to the phone too.
    t.bigInteger('change_seq').notNullable();
  });
  await knex.raw(`ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled'))`);
  await knex.raw(`ALTER TABLE bookings ADD CONSTRAINT bookings_cancelled_by_check CHECK (cancelled_by IN ('owner', 'renter'))`);
  await knex.raw('ALTER TABLE bookings ADD CONSTRAINT bookings_dates_check CHECK (end_date > start_date)');
  await knex.raw('ALTER TABLE bookings ADD CONSTRAINT bookings_two_parties_check CHECK (owner_id <> renter_id)');
  // Two accepted bookings of one listing never overlap, whatever the application does. An accepted
  // booking and a blocked range cannot share a constraint (two tables): accepting and blocking both
  // lock the listing's row first, so one waits for the other and then sees its rows.
  await knex.raw(
    `ALTER TABLE bookings ADD CONSTRAINT bookings_no_double_booking EXCLUDE USING gist (item_id WITH =, daterange(start_date, end_date, '[)') WITH &&) WHERE (status = 'accepted')`,
  );
  await knex.raw('CREATE INDEX bookings_renter_idx ON bookings (renter_id, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX bookings_owner_idx ON bookings (owner_id, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX bookings_item_pending_idx ON bookings (item_id) WHERE status = \'pending\'');
  await knex.raw('CREATE INDEX bookings_owner_change_idx ON bookings (owner_id, change_seq)');
  await knex.raw('CREATE INDEX bookings_renter_change_idx ON bookings (renter_id, change_seq)');

  await knex.schema.createTable('item_blocked_dates', (t) => {
    t.bigIncrements('id');
    t.uuid('item_id').notNullable().references('id').inTable('items').onDelete('CASCADE');
    t.date('start_date').notNullable();
    t.date('end_date').notNullable();
  });
  await knex.raw('ALTER TABLE item_blocked_dates ADD CONSTRAINT item_blocked_dates_check CHECK (end_date > start_date)');
  // One listing's blocked ranges never overlap either: the blocked-dates call merges them.
  await knex.raw(
    `ALTER TABLE item_blocked_dates ADD CONSTRAINT item_blocked_dates_no_overlap EXCLUDE USING gist (item_id WITH =, daterange(start_date, end_date, '[)') WITH &&)`,
  );

  // Reviews replace the unused item_reviews: one per party per booking. A renter's review rates the
  // listing and its owner; an owner's rates the renter.
  await knex.schema.dropTable('item_reviews');
  await knex.schema.createTable('booking_reviews', (t) => {
    t.uuid('id').primary();
    t.uuid('booking_id').notNullable().references('id').inTable('bookings').onDelete('CASCADE');
    t.uuid('item_id').notNullable().references('id').inTable('items').onDelete('CASCADE');
    t.uuid('reviewer_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.uuid('reviewee_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('reviewer_role').notNullable();
    t.smallint('rating').notNullable();
    t.text('review_text');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['booking_id', 'reviewer_id']);
  });
  await knex.raw('ALTER TABLE booking_reviews ADD CONSTRAINT booking_reviews_rating_check CHECK (rating BETWEEN 1 AND 5)');
  await knex.raw(`ALTER TABLE booking_reviews ADD CONSTRAINT booking_reviews_role_check CHECK (reviewer_role IN ('renter', 'owner'))`);
  await knex.raw(`CREATE INDEX booking_reviews_item_idx ON booking_reviews (item_id, created_at DESC, id DESC) WHERE reviewer_role = 'renter'`);
  await knex.raw('CREATE INDEX booking_reviews_reviewee_idx ON booking_reviews (reviewee_id, reviewer_role)');

  await knex.schema.alterTable('items', (t) => {
    // The secret of the listing's private iCalendar feed, made when the owner first asks for it.
    t.text('calendar_token').unique();
  });
  // A message or notification that came with a booking points at it.
  await knex.schema.alterTable('messages', (t) => {
    t.uuid('booking_id').references('id').inTable('bookings').onDelete('SET NULL');
  });
  await knex.schema.alterTable('notifications', (t) => {
    t.uuid('booking_id').references('id').inTable('bookings').onDelete('CASCADE');
  });
  await knex.raw('ALTER TABLE notifications DROP CONSTRAINT notifications_type_check');
  await knex.raw(`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN ('message', 'booking', 'other'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE notifications DROP CONSTRAINT notifications_type_check');
  await knex.raw(`DELETE FROM notifications WHERE type = 'booking'`);
  await knex.raw(`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN ('message', 'other'))`);
  await knex.schema.alterTable('notifications', (t) => t.dropColumn('booking_id'));
  await knex.schema.alterTable('messages', (t) => t.dropColumn('booking_id'));
  await knex.schema.alterTable('items', (t) => t.dropColumn('calendar_token'));
  await knex.schema.dropTable('booking_reviews');
  await knex.schema.createTable('item_reviews', (t) => {
    t.uuid('id').primary();
    t.uuid('item_id').notNullable().references('id').inTable('items').onDelete('CASCADE');
    t.uuid('reviewer_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.smallint('rating').notNullable();
    t.text('review_text');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['item_id', 'reviewer_id']);
  });
  await knex.schema.dropTable('item_blocked_dates');
  await knex.schema.dropTable('bookings');
}
