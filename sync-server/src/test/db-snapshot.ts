/**
 * A fingerprint of every table's contents (row count and a checksum of its rows), to show that a
 * request changed nothing. Tables are listed from the database, so a table a later migration adds is
 * covered without touching the tests.
 */
import type { Knex } from 'knex';

export type DbSnapshot = Record<string, string>;

/** Lists the tables to fingerprint: all but those `skip` names and knex's own bookkeeping. */
export async function snapshotTables(db: Knex, skip: (table: string) => boolean = () => false): Promise<string[]> {
  const rows: Array<{ table_name: string }> = await db('information_schema.tables')
    .where({ table_schema: db.raw('current_schema()'), table_type: 'BASE TABLE' })
    .select('table_name');
  return rows
    .map((row) => row.table_name)
    .filter((table) => !table.startsWith('knex_') && !skip(table))
    .sort();
}

/** One query: each table's row count and the md5 of its rows as text, in a stable order. */
export function snapshotQuery(db: Knex, tables: readonly string[]): () => Promise<DbSnapshot> {
  const part = `SELECT ? AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS fingerprint FROM ?? AS t`;
  const sql = tables.map(() => part).join(' UNION ALL ');
  const bindings = tables.flatMap((table) => [table, table]);
  return async () => {
    const result = await db.raw(sql, bindings);
    const rows = (result as { rows: Array<{ name: string; fingerprint: string }> }).rows;
    return Object.fromEntries(rows.map((row) => [row.name, row.fingerprint]));
  };
}

/** The tables whose fingerprint differs between two snapshots. */
export const changedTables = (before: DbSnapshot, after: DbSnapshot): string[] =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

/**
 * The next transaction id the server will hand out. A write to any table takes one, so while this
 * has not moved nothing can have changed: a test checking that many requests changed nothing
 * fingerprints the tables only when it moves. (On a shared PostgreSQL server, other databases'
 * writes move it too; that only costs a fingerprint, never a missed change.)
 */
export async function nextTransactionId(db: Knex): Promise<string> {
  const result = await db.raw('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next');
  return (result as { rows: Array<{ next: string }> }).rows[0]?.next ?? '';
}
