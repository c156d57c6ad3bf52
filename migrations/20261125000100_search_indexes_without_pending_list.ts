/**
 * The search indexes (GIN) write new entries straight into the index instead of a pending list.
 * Searches far outnumber listing writes, and one write's cost of updating the index directly is small.
 */
import type { Knex } from 'knex';

const SEARCH_INDEXES = ['items_search_vector_idx', 'items_location_trgm_idx', 'search_words_trgm_idx'];

export async function up(knex: Knex): Promise<void> {
  for (const index of SEARCH_INDEXES) {
    // With `fastupdate` a listing's words wait in an unsorted list every search reads in full until
    // autovacuum merges it: after a burst of new listings (up to 4 MB of entries) a search took twice
    // as long (p50 10 ms instead of 5 over 100,000 listings).
    await knex.raw(`ALTER INDEX ${index} SET (fastupdate = off)`);
    // Turning it off keeps what is already pending: merge that now.
    await knex.raw('SELECT gin_clean_pending_list(?::regclass)', [index]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const index of SEARCH_INDEXES) await knex.raw(`ALTER INDEX ${index} RESET (fastupdate)`);
}
