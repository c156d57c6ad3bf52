/**
 * Listings get a place on the map for near-me search: latitude and longitude in degrees, kept to two
 * decimals (about a kilometre: nobody learns more of an owner's address than that), null when the
 * location names no known city and the owner picked no point. A GiST index on the point as the `cube`
 * and `earthdistance` extensions model the earth finds the listings within a radius, and the nearest
 * first, without reading the others. Existing listings take the point of the city their location names.
 */
import type { Knex } from 'knex';
import { knownCities } from '../sync-server/src/cities/known-cities.ts';

/** Listings updated per statement while the points are filled in. */
const BATCH = 500;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS cube');
  await knex.raw('CREATE EXTENSION IF NOT EXISTS earthdistance');
  await knex.schema.alterTable('items', (t) => {
    t.double('latitude');
    t.double('longitude');
  });
  await knex.raw(`ALTER TABLE items ADD CONSTRAINT items_place_check CHECK (
    (latitude IS NULL) = (longitude IS NULL) AND latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180)`);
  const { pointOf } = await knownCities();
  const rows: Array<{ id: string; location: string | null }> = await knex('items').whereNull('deleted_at').select('id', 'location');
  const placed = rows.flatMap(({ id, location }) => {
    const point = location ? pointOf(location) : undefined;
    return point ? [{ id, lat: Math.round(point.lat * 100) / 100, lon: Math.round(point.lon * 100) / 100 }] : [];
  });
  for (let start = 0; start < placed.length; start += BATCH) {
    const batch = placed.slice(start, start + BATCH);
    await knex.raw(
      `UPDATE items SET latitude = p.lat, longitude = p.lon
       FROM (SELECT * FROM unnest(?::uuid[], ?::float8[], ?::float8[]) AS p(id, lat, lon)) AS p WHERE items.id = p.id`,
      [batch.map((row) => row.id), batch.map((row) => row.lat), batch.map((row) => row.lon)],
    );
  }
  await knex.raw('CREATE INDEX items_place_idx ON items USING gist (ll_to_earth(latitude, longitude)) WHERE deleted_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS items_place_idx');
  await knex.schema.alterTable('items', (t) => {
    t.dropColumn('latitude');
    t.dropColumn('longitude');
  });
  await knex.raw('DROP EXTENSION IF EXISTS earthdistance');
  await knex.raw('DROP EXTENSION IF EXISTS cube');
}
