/**
 * Vitest's global setup for the projects whose tests open databases: the migrations run once per test
 * run, not once per test file. An embedded PGlite database is migrated and dumped to a file that each
 * test file's database is loaded from, and with TEST_DATABASE_URL a migrated PostgreSQL database is
 * made that each test file's database is created from (CREATE DATABASE … TEMPLATE).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { migrateLatest, openDatabase } from '../db/database.ts';

/*
 * Migrating from nothing is still tested, by migrations/migrations.test.ts.
 */

declare module 'vitest' {
  interface ProvidedContext {
    /** A file holding a migrated PGlite data directory; '' when none was made. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database on TEST_DATABASE_URL's server; '' when none was made. */
    postgresTemplateDatabase: string;
  }
}

async function makePgliteTemplate(file: string): Promise<void> {
  const database = openDatabase({ dataDir: 'memory' });
  try {
    await migrateLatest(database.knex);
    if (!database.dumpDataDir) throw new Error('an embedded database can be dumped');
    const dump = await database.dumpDataDir();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function makePostgresTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`CREATE DATABASE ${name}`);
  } finally {
    await admin.destroy();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: 'memory' });
  try {
    await migrateLatest(database.knex);
  } finally {
    // A template database must have no connections when it is copied.
    await database.close();
  }
}

async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.destroy();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'kiraya-test-template-'));
  const pgliteFile = path.join(folder, 'pglite.tar');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresName = adminUrl ? `kiraya_template_${randomBytes(6).toString('hex')}` : '';
  await Promise.all([makePgliteTemplate(pgliteFile), adminUrl ? makePostgresTemplate(adminUrl, postgresName) : undefined]);
  project.provide('pgliteTemplateFile', pgliteFile);
  project.provide('postgresTemplateDatabase', postgresName);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl) await dropPostgresDatabase(adminUrl, postgresName);
  };
}
