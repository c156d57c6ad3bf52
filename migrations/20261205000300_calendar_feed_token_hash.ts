/**
 * A listing's calendar feed secret is no longer stored as written: the address carries a token made from
 * a random nonce of the listing and the server's secret (so the owner can be shown it again), and the
 * database keeps the nonce and the token's SHA-256, by which a feed request is looked up. Someone reading
 * the database alone cannot open any feed.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE items ADD COLUMN calendar_feed_nonce text, ADD COLUMN calendar_token_hash text');
  // A secret made before keeps its hash, so its address keeps working for calendars subscribed to it
  // until its owner next asks for the address (made anew then, since the old one cannot be shown) or
  // resets it.
  await knex.raw("UPDATE items SET calendar_token_hash = encode(sha256(convert_to(calendar_token, 'UTF8')), 'hex') WHERE calendar_token IS NOT NULL");
  await knex.raw('ALTER TABLE items DROP COLUMN calendar_token');
  await knex.raw('CREATE UNIQUE INDEX items_calendar_token_hash_unique ON items (calendar_token_hash)');
}

export async function down(knex: Knex): Promise<void> {
  // The secrets cannot be recovered from their hashes: feeds start without one again.
  await knex.raw('DROP INDEX items_calendar_token_hash_unique');
  await knex.raw('ALTER TABLE items DROP COLUMN calendar_feed_nonce, DROP COLUMN calendar_token_hash, ADD COLUMN calendar_token text UNIQUE');
}
