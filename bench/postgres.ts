/**
 * A throwaway PostgreSQL database for one benchmark: created on BENCH_DATABASE_URL's server (default
 * the machine's test server), dropped afterwards whatever happened.
 */
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';

export const postgresAdminUrl = (): string => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `use` with the URL of a new, empty database; undefined when no PostgreSQL answers. */
export async function withThrowawayDatabase<T>(use: (databaseUrl: string) => Promise<T>): Promise<T | undefined> {
  const adminUrl = postgresAdminUrl();
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
    return await use(url.toString());
  } finally {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  }
}
