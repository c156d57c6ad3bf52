/**
 * Search latency over many generated listings, through the real server, on embedded PGlite and on
 * PostgreSQL (a throwaway database, bench/postgres.ts): searches by words, and near-me searches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateLatest, openDatabase } from '../sync-server/src/db/database.ts';
import { benchNearQueries, benchQueries, generateListings } from './generate-listings.ts';
import { withThrowawayDatabase } from './postgres.ts';
import { startKiraya } from './processes.ts';
import { searchLatency, type Latency } from './search-latency.ts';

export interface SearchLatencies {
  words: Latency;
  near: Latency;
}

async function searchLatencies(baseUrl: string): Promise<SearchLatencies> {
  const words = await searchLatency(baseUrl, benchQueries.map((q) => `q=${encodeURIComponent(q)}`));
  const near = await searchLatency(baseUrl, await benchNearQueries());
  return { words, near };
}

export async function pgliteSearch(listings: number): Promise<SearchLatencies> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-search-'));
  const database = openDatabase({ dataDir });
  await migrateLatest(database.knex);
  await generateListings(database.knex, listings);
  await database.close();
  try {
    const server = await startKiraya({ DATA_DIR: dataDir, DEMO_DATA: 'false' });
    try {
      return await searchLatencies(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** undefined when no PostgreSQL answers (the figure is then reported as not measured). */
export function postgresSearch(listings: number): Promise<SearchLatencies | undefined> {
  return withThrowawayDatabase(async (databaseUrl) => {
    const database = openDatabase({ databaseUrl, dataDir: 'memory' });
    await migrateLatest(database.knex);
    await generateListings(database.knex, listings);
    await database.close();
    const server = await startKiraya({ DATABASE_URL: databaseUrl, DEMO_DATA: 'false' });
    try {
      return await searchLatencies(server.url);
    } finally {
      await server.stop();
    }
  });
}
