/**
 * `npm run backup -- FILE`: one archive (gzip tar) with the embedded database, the media folder and the
 * generated secrets of DATA_DIR. The embedded database is copied while nothing else has it open: with the
 * server running, the command says to stop it first. On PostgreSQL the archive holds the media and
 * secrets, and the database is backed up with pg_dump (the command prints how).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createBackup } from '../backup/backup-archive.ts';
import { describeCounts, usageUnless } from '../backup/backup-report.ts';
import { loadDataPlaces } from '../config.ts';
import { openDatabaseForCommand } from './open-database.ts';

const file = usageUnless(process.argv.slice(2), 'npm run backup -- <file>   (for example kiraya-2026-12-06.tar.gz)');
if (existsSync(file)) {
  console.error(`${file} already exists: name a new file, so an earlier backup is never overwritten.`);
  process.exit(1);
}
const folder = path.dirname(path.resolve(file));
if (!existsSync(folder)) {
  console.error(`The folder ${folder} does not exist: create it first, or name a file in a folder that does.`);
  process.exit(1);
}
const places = loadDataPlaces();
const database = openDatabaseForCommand(places, 'npm run backup', 'The embedded database is copied only while nothing else has it open: stop the server, back up, and start it again.');
try {
  const { manifest, counts } = await createBackup(places, database, file);
  console.log(`Backed up to ${path.resolve(file)}: ${describeCounts(counts)}${manifest.secrets ? ', and the secrets in secrets.json' : ''}.`);
  if (manifest.database === 'postgres-not-included') {
    console.log(
      'The PostgreSQL database is not in this archive: back it up with\n' +
        '  pg_dump --format=custom --file=kiraya-database.dump "$DATABASE_URL"\n' +
        'and keep both files together (docs/operations.md, "Backups and restores").',
    );
  }
  if (manifest.media === 's3-not-included') console.log('Media are in the S3 bucket, not in this archive: keep the bucket versioned or copied.');
  if (!manifest.secrets) console.log('Secrets set in the environment (SESSION_SECRET, the VAPID keys, DOCUMENT_KEY) are not in the archive: keep them with it.');
} finally {
  await database.close();
}
