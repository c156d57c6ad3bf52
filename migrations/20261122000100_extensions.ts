/** Trigram search (typo-tolerant matching) and GiST over plain types (booking exclusion constraints). */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP EXTENSION IF EXISTS btree_gist');
  await knex.raw('DROP EXTENSION IF EXISTS pg_trgm');
}
