/**
 * The one database configuration: DATABASE_URL set ⇒ PostgreSQL through `pg`;
 * unset ⇒ embedded PGlite persisted under DATA_DIR/db, with the extensions our migrations use, opened
 * by one process at a time (DATA_DIR/db.lock, see data-dir-lock.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { lockDataDir, type DataDirLock } from './sync-server/src/db/data-dir-lock.ts';
import { migrationSource } from './migrations/index.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseSettings {
  /** postgres://… to use PostgreSQL; undefined for embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory` keeps the database in memory (tests). */
  dataDir: string | 'memory';
  /**
   * Who opens the embedded database, named to a second process that is refused: `server`, or the
   * command (`npm run admin`); by default the script's name.
   */
  openedBy?: string;
  /** A dump of a PGlite data directory (PGlite's dumpDataDir) to start an in-memory database from. */
  startFrom?: Blob;
}

export interface KnexSetup {
  kind: DatabaseKind;
  config: Knex.Config;
  /** Closes what knex does not own (the PGlite instance, its lock). */
  close: () => Promise<void>;
  /** The embedded database's lock in DATA_DIR; undefined for PostgreSQL and in-memory PGlite. */
  lock?: DataDirLock;
  /** The embedded database's whole data directory as one file (a tar), to start another from; PGlite only. */
  dumpDataDir?: () => Promise<Blob>;
}

const migrations: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };


export function createKnexSetup(settings: DatabaseSettings): KnexSetup {
  if (settings.databaseUrl) {
    return {
      kind: 'postgres',
      config: {
        client: 'pg',
        connection: settings.databaseUrl,
        pool: { min: 0, max: 10 },
        migrations,
      },
      close: async () => {},
    };
  }
  let dataPath: string | undefined;
  let lock: DataDirLock | undefined;
  if (settings.dataDir !== 'memory') {
    // PGlite creates only the last directory of the path, so make its parents first.
    mkdirSync(settings.dataDir, { recursive: true });
    // Before PGlite touches a file: a second process must not open them (throws DataDirLockedError).
    lock = lockDataDir(settings.dataDir, settings.openedBy ?? path.basename(process.argv[1] ?? 'node'));
    dataPath = path.join(settings.dataDir, 'db');
  }
  // The options-object form: PGlite ignores `extensions` when a data directory is passed separately.
  let pglite: PGlite;
  try {
    pglite = new PGlite({ ...(dataPath ? { dataDir: dataPath } : {}), ...(settings.startFrom ? { loadDataDir: settings.startFrom } : {}), extensions: { pg_trgm, btree_gist, cube, earthdistance } });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    kind: 'pglite',
    config: {
      client: ClientPgLite,
      // knex-pglite reuses our instance only through the function form, and keeps one connection.
      connection: () => ({ pglite }) as unknown as Knex.ConnectionConfig,
      migrations,
    },
    // knex-pglite closes the instance when knex is destroyed; close it here only if it is still open.
    close: async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
    ...(lock ? { lock } : {}),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
