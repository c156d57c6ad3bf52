/**
 * `npm run restore -- FILE`: puts an archive of `npm run backup` back into DATA_DIR, which must be empty
 * or missing: its embedded database, media folder and secrets. A backup of a PostgreSQL install brings
 * back the media and secrets; its database comes back with pg_restore (the command prints how).
 */
import path from 'node:path';
import { BackupError, checkRestoreTarget, countRows, extractFiles, readArchive } from '../backup/backup-archive.ts';
import { describeCounts, usageUnless } from '../backup/backup-report.ts';
import { loadDataPlaces } from '../config.ts';
import { openDatabaseForCommand } from './open-database.ts';

const file = path.resolve(usageUnless(process.argv.slice(2), 'npm run restore -- <file>   (into DATA_DIR, which must be empty or missing)'));
const places = loadDataPlaces();
try {
  const { manifest, databaseCopy } = await readArchive(file);
  if (databaseCopy && places.databaseUrl) {
    throw new BackupError('This backup holds an embedded database, but DATABASE_URL is set: restore it without DATABASE_URL (into DATA_DIR).');
  }
  checkRestoreTarget(places.dataDir);
  await extractFiles(file, places.dataDir, manifest);
  if (databaseCopy) {
    const database = openDatabaseForCommand({ dataDir: places.dataDir, databaseUrl: undefined, startFrom: databaseCopy }, 'npm run restore');
    try {
      const counts = await countRows(database, path.join(places.dataDir, 'media'));
      console.log(`Restored into ${places.dataDir} the backup of ${manifest.createdAt}: ${describeCounts(counts)}.`);
    } finally {
      await database.close();
    }
  } else {
    console.log(`Restored into ${places.dataDir} the media and secrets of the backup of ${manifest.createdAt}.`);
    console.log('Its database was PostgreSQL: restore it with\n  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" kiraya-database.dump');
  }
  if (manifest.media === 's3-not-included') console.log('Its media were in an S3 bucket: point S3_* at that bucket.');
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
