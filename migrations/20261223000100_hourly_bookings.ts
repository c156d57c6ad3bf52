/**
 * Bookings by the hour. A listing priced per hour may say the India hours it is booked between
 * (items.available_from / available_until, "HH:MM" text, "24:00" for midnight; both or neither).
 *
 * Every booking now holds a span of time, starts_at ≤ t < ends_at: a booking by days from India's
 * midnight of its first day to the midnight of its return day, a booking by the hour (by_hour) its
 * own start and end on one day, whose start_date is that day and end_date the next. One exclusion
 * constraint on that span replaces the one on days, so no two accepted bookings of a listing ever
 * share a moment, whether by days or by hours, whatever the application does.
 */
import type { Knex } from 'knex';

/** India's midnight starting a day, as an instant (India keeps UTC+05:30 all year). */
const indiaMidnight = (column: string): string => `((${column})::timestamp - interval '5 hours 30 minutes') AT TIME ZONE 'UTC'`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('items', (t) => {
    t.text('available_from');
    t.text('available_until');
  });
  await knex.raw(`ALTER TABLE items ADD CONSTRAINT items_available_hours_check CHECK (
    (available_from IS NULL AND available_until IS NULL)
    OR (available_from ~ '^([01][0-9]|2[0-3]):[03]0$' AND available_until ~ '^(([01][0-9]|2[0-3]):[03]0|24:00)$' AND available_until > available_from)
  )`);

  await knex.schema.alterTable('bookings', (t) => {
    t.timestamp('starts_at', { useTz: true });
    t.timestamp('ends_at', { useTz: true });
    t.boolean('by_hour').notNullable().defaultTo(false);
  });
  await knex.raw(`UPDATE bookings SET starts_at = ${indiaMidnight('start_date')}, ends_at = ${indiaMidnight('end_date')}`);
  await knex.raw('ALTER TABLE bookings ALTER COLUMN starts_at SET NOT NULL, ALTER COLUMN ends_at SET NOT NULL');
  await knex.raw('ALTER TABLE bookings ADD CONSTRAINT bookings_span_check CHECK (ends_at > starts_at)');
  await knex.raw('ALTER TABLE bookings DROP CONSTRAINT bookings_no_double_booking');
  await knex.raw(
    `ALTER TABLE bookings ADD CONSTRAINT bookings_no_double_booking EXCLUDE USING gist (item_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&) WHERE (status = 'accepted')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE bookings DROP CONSTRAINT bookings_no_double_booking');
  await knex.raw('DELETE FROM bookings WHERE by_hour');
  await knex.raw(
    `ALTER TABLE bookings ADD CONSTRAINT bookings_no_double_booking EXCLUDE USING gist (item_id WITH =, daterange(start_date, end_date, '[)') WITH &&) WHERE (status = 'accepted')`,
  );
  await knex.raw('ALTER TABLE bookings DROP CONSTRAINT bookings_span_check');
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('by_hour');
    t.dropColumn('ends_at');
    t.dropColumn('starts_at');
  });
  await knex.raw('ALTER TABLE items DROP CONSTRAINT items_available_hours_check');
  await knex.schema.alterTable('items', (t) => {
    t.dropColumn('available_until');
    t.dropColumn('available_from');
  });
}
