/**
 * Opens the configured database for a command-line tool. When a running server (or another command)
 * holds the embedded database, it prints who holds it and exits: the tool never opens the files twice.
 */
import type { DataPlaces } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openDatabase, type Database } from '../db/database.ts';

/** `afterStopping`: what to tell the user about running the command once the server is stopped. */
export function openDatabaseForCommand(
  places: Pick<DataPlaces, 'dataDir' | 'databaseUrl'> & { startFrom?: Blob },
  command: string,
  afterStopping?: string,
): Database {
  try {
    return openDatabase({ databaseUrl: places.databaseUrl, dataDir: places.dataDir, openedBy: command, ...(places.startFrom ? { startFrom: places.startFrom } : {}) });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(afterStopping ? `${error.message}\n${afterStopping}` : error.message);
    process.exit(1);
  }
}
