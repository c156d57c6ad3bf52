/**
 * What a notification is about, beside its words: a kind and its facts
 * (shared/src/schemas/notification.ts), so each device words it in the language it shows now. Null on
 * notifications written before, which keep showing their stored words. The check keeps out anything
 * without a kind; the kinds themselves are the schema's, which the app checks on reading.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE notifications ADD COLUMN event jsonb CONSTRAINT notifications_event_kind_check CHECK (event IS NULL OR coalesce(jsonb_typeof(event -> 'kind'), '') = 'string')");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE notifications DROP COLUMN event');
}
