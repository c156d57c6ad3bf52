/**
 * Featured Rentals holds the listings featured by hand (the demo data) and every listing of an owner
 * whose paid plan is active. Two small partial indexes find both without reading every listing: the
 * hand-featured listings, and the accounts on a paid tier (by when it ends, so an expired plan is skipped).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX items_featured_idx ON items (id) WHERE is_featured AND deleted_at IS NULL');
  await knex.raw("CREATE INDEX users_paid_tier_idx ON users (premium_expires_at) WHERE premium_tier <> 'free'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX users_paid_tier_idx');
  await knex.raw('DROP INDEX items_featured_idx');
}
