/**
 * Idempotent answers are kept as the exact bytes first sent, with their content type, so a replay is
 * byte for byte the first answer: jsonb reorders an object's keys and drops its spacing. Answers stored
 * before keep their JSON, as text.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.text('response_text');
    t.text('response_type');
  });
  await knex.raw(
    "UPDATE idempotency_keys SET response_text = response_body::text, response_type = 'application/json; charset=utf-8' WHERE response_body IS NOT NULL",
  );
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.dropColumn('response_body');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.jsonb('response_body');
  });
  await knex.raw("UPDATE idempotency_keys SET response_body = response_text::jsonb WHERE response_type LIKE 'application/json%'");
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.dropColumn('response_text');
    t.dropColumn('response_type');
  });
}
