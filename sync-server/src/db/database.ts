/** Opens the database knexfile.ts describes and applies migrations. */
import knexFactory, { type Knex } from 'knex';
import { createKnexSetup, type DatabaseKind, type DatabaseSettings } from '../../../knexfile.ts';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** Names the server's address in the embedded database's lock (a refused command shows it). */
  announce: (url: string) => void;
}

export function openDatabase(settings: DatabaseSettings): Database {
  const setup = createKnexSetup(settings);
  const knex = knexFactory(setup.config);
  return {
    knex,
    kind: setup.kind,
    announce: (url) => setup.lock?.announce(url),
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
  const [, applied] = (await knex.migrate.latest()) as [number, string[]];
  return applied;
}
