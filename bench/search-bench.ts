/**
 * Search latency over many generated listings, through the real server, on embedded PGlite and on
 * PostgreSQL (a throwaway database on BENCH_DATABASE_URL's server, default the machine's test server).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { migrateLatest, openDatabase } from '../sync-server/src/db/database.ts';
import { generateListings } from './generate-listings.ts';
import { startKiraya } from './processes.ts';
import { searchLatency, type Latency } from './search-latency.ts';

export async function pgliteSearch(listings: number, port: number): Promise<Latency> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-search-'));
  const database = openDatabase({ dataDir });
  await migrateLatest(database.knex);
  await generateListings(database.knex, listings);
  await database.close();
  const server = await startKiraya(port, { DATA_DIR: dataDir, DEMO_DATA: 'false' });
  try {
    return await searchLatency(server.url);
  } finally {
    await server.stop();
  }
}

/** undefined when no PostgreSQL answers (the figure is then reported as not measured). */
export async function postgresSearch(listings: number, port: number): Promise<Latency | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  const name = `kiraya_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.raw(`CREATE DATABASE ${name}`);
  } catch {
    await admin.destroy();
    return undefined;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = openDatabase({ databaseUrl: url.toString(), dataDir: 'memory' });
    await migrateLatest(database.knex);
    await generateListings(database.knex, listings);
    await database.close();
    const server = await startKiraya(port, { DATABASE_URL: url.toString(), DEMO_DATA: 'false' });
    try {
      return await searchLatency(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  }
}
