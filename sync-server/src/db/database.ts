/** Opens the database knexfile.ts describes and applies migrations. */
import knexFactory, { type Knex } from 'knex';
import { createKnexSetup, type DatabaseKind, type DatabaseSettings } from '../../../knexfile.ts';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** Names the server's address in the embedded database's lock (a refused command shows it). */
  announce: (url: string) => void;
  /** The embedded database's data directory as one file (see KnexSetup); undefined on PostgreSQL. */
  dumpDataDir?: (() => Promise<Blob>) | undefined;
}

export function openDatabase(settings: DatabaseSettings): Database {
  const setup = createKnexSetup(settings);
  const knex = knexFactory(setup.config);
  return {
    knex,
    kind: setup.kind,
    announce: (url) => setup.lock?.announce(url),
    dumpDataDir: setup.dumpDataDir,
    close: async () => {
      try {
        await knex.destroy();
      } finally {
        await setup.close();
      }
    },
  };
}

/** Applies every pending migration; returns the names applied. */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  return oneProcessAtATime(knex, async () => {
    const [, applied] = (await knex.migrate.latest()) as [number, string[]];
    return applied;
  });
}

/** The advisory lock under which processes sharing one PostgreSQL database prepare it in turn. */
const PREPARE_LOCK_KEY = 7_302_611;

/**
 * Runs `work` (migrations, loading the demo data) while no other process on the same PostgreSQL
 * database does: several servers starting at once would otherwise collide (knex refuses a second
 * migrator instead of waiting; both would find the demo data missing). `work` uses `knex` as usual;
 * the lock is held by a transaction of its own meanwhile. Nestable. Embedded PGlite has one process
 * (its lock in DATA_DIR) and one connection, which this must not hold, so it just runs `work`.
 */
export async function oneProcessAtATime<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
  if (knex.client.config.client !== 'pg' || holdingPrepareLock.has(knex)) return work();
  return knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [PREPARE_LOCK_KEY]);
    holdingPrepareLock.add(knex);
    try {
      return await work();
    } finally {
      holdingPrepareLock.delete(knex);
    }
  });
}
const holdingPrepareLock = new WeakSet<Knex>();
