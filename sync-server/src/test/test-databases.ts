/**
 * The databases server tests run against: always embedded PGlite, and PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it). Each test file gets a fresh, migrated database of its own,
 * copied from the one the run's global setup migrated (template-databases.ts); without one, it is
 * migrated here.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import knexFactory from 'knex';
import { inject } from 'vitest';
import type { DatabaseKind } from '../../../knexfile.ts';
import { migrateLatest, openDatabase, type Database } from '../db/database.ts';

export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

let pgliteTemplate: Blob | undefined;

/** The migrated PGlite data directory of this run, read once per test file; undefined without one. */
function migratedPgliteData(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/** Opens a new migrated database of this kind; `close` also drops a PostgreSQL one. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const startFrom = migratedPgliteData();
    const database = openDatabase({ dataDir: 'memory', ...(startFrom ? { startFrom } : {}) });
    if (!startFrom) await migrateLatest(database.knex);
    return database;
  }
  const created = await createPostgresTestDatabase('migrated');
  const database = openDatabase({ databaseUrl: created.url, dataDir: 'memory' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A new PostgreSQL database on TEST_DATABASE_URL's server, by URL (for tests that open it from
 * several connections or processes): empty, or migrated (a copy of the run's migrated one). `drop`
 * removes it even while connections remain.
 */
export async function createPostgresTestDatabase(contents: 'empty' | 'migrated' = 'empty'): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kiraya_test_${randomBytes(6).toString('hex')}`;
  const template = contents === 'migrated' ? inject('postgresTemplateDatabase') : '';
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  };
  if (contents === 'migrated' && !template) {
    const database = openDatabase({ databaseUrl: url.toString(), dataDir: 'memory' });
    try {
      await migrateLatest(database.knex);
    } finally {
      await database.close();
    }
  }
  return { url: url.toString(), drop };
}
