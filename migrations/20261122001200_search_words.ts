/**
 * The distinct words of listings (titles, categories, locations), with a trigram index: typo-tolerant
 * search corrects each typed word against this small table, then runs the ordinary full-text search,
 * instead of comparing trigrams against every listing.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('search_words', (t) => {
    t.text('word').primary();
  });
  await knex.raw('CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops)');
  await knex.raw(
    `INSERT INTO search_words (word)
     SELECT DISTINCT lower(w)
     FROM (SELECT title || ' ' || coalesce(location, '') AS text FROM items UNION ALL SELECT name FROM categories) AS source,
          regexp_split_to_table(source.text, '[^[:alnum:]]+') AS w
     WHERE length(w) >= 3 ON CONFLICT DO NOTHING`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('search_words');
}
