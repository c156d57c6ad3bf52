/**
 * The databases server tests run against: always embedded PGlite, and PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it). Each test file gets a fresh, migrated database of its own.
 */
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import type { DatabaseKind } from '../../../knexfile.ts';
import { migrateLatest, openDatabase, type Database } from '../db/database.ts';

export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Opens a new empty database of this kind, migrated; `close` also drops a PostgreSQL one. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const database = openDatabase({ dataDir: 'memory' });
    await migrateLatest(database.knex);
    return database;
  }
  const created = await createPostgresTestDatabase();
  const database = openDatabase({ databaseUrl: created.url, dataDir: 'memory' });
  await migrateLatest(database.knex);
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A new empty PostgreSQL database on TEST_DATABASE_URL's server, by URL (for tests that open it from
 * several connections or processes); `drop` removes it even while connections remain.
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kiraya_test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}
