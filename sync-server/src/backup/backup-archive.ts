/**
 * One archive with everything an install keeps: the embedded database (a copy of its data directory,
 * taken while this process holds it alone), the media folder and the generated secrets. On PostgreSQL
 * the database is left to pg_dump, and with media in S3 to the bucket's own copies: the archive then
 * holds what remains in DATA_DIR, and says what it left out.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import type { DataPlaces } from '../config.ts';
import { LOCK_FILE_NAME } from '../db/data-dir-lock.ts';
import type { Database } from '../db/database.ts';

/** Raised for a backup or restore that must not go ahead; its message says why and what to do. */
export class BackupError extends Error {}

export const MANIFEST = 'kiraya-backup.json';
const DATABASE_ENTRY = 'database.tar';
const MEDIA = 'media';
const SECRETS = 'secrets.json';
const FORMAT = 1;

export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  /** The database copied in, or why there is none: PostgreSQL is backed up with pg_dump. */
  database: 'embedded' | 'postgres-not-included';
  media: 'included' | 's3-not-included';
  secrets: boolean;
  /** The newest migration applied to the copied database. */
  latestMigration?: string;
}

export interface Counts {
  users: number;
  listings: number;
  conversations: number;
  messages: number;
  bookings: number;
  mediaFiles: number;
}

function countFiles(folder: string): number {
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).length;
}

/** What the database holds, as a backup and a restore report it. */
export async function countRows(database: Database, mediaDir: string): Promise<Counts> {
  const count = async (table: string) => Number((await database.knex(table).count({ n: '*' }).first())?.n ?? 0);
  return {
    users: await count('users'),
    listings: await count('items'),
    conversations: await count('conversations'),
    messages: await count('messages'),
    bookings: await count('bookings'),
    mediaFiles: countFiles(mediaDir),
  };
}

const latestMigration = async (database: Database): Promise<string | undefined> =>
  (await database.knex('knex_migrations').orderBy('id', 'desc').first<{ name: string } | undefined>('name'))?.name;

/**
 * Writes the archive (gzip-compressed tar) to `file`, through a temporary name so a failed backup never
 * leaves a half-written file under the real one. `database` is open on `places` (on the embedded
 * database, by this process alone: the server must be stopped).
 */
export async function createBackup(places: DataPlaces, database: Database, file: string): Promise<{ manifest: BackupManifest; counts: Counts }> {
  const mediaDir = path.join(places.dataDir, MEDIA);
  const staging = mkdtempSync(path.join(path.dirname(path.resolve(file)), '.kiraya-backup-'));
  const partial = path.join(staging, 'archive.partial');
  try {
    const parts = [MANIFEST];
    const latest = await latestMigration(database);
    const manifest: BackupManifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database: database.dumpDataDir ? 'embedded' : 'postgres-not-included',
      media: places.mediaInS3 ? 's3-not-included' : 'included',
      secrets: existsSync(path.join(places.dataDir, SECRETS)),
      ...(latest ? { latestMigration: latest } : {}),
    };
    const counts = await countRows(database, places.mediaInS3 ? '' : mediaDir);
    const contents = path.join(staging, 'contents');
    mkdirSync(contents);
    if (database.dumpDataDir) {
      writeFileSync(path.join(contents, DATABASE_ENTRY), Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
      parts.push(DATABASE_ENTRY);
    }
    // The media folder and the secrets go in as links the archive follows: nothing is copied twice.
    if (!places.mediaInS3 && existsSync(mediaDir)) {
      symlinkSync(mediaDir, path.join(contents, MEDIA));
      parts.push(MEDIA);
    }
    if (manifest.secrets) {
      symlinkSync(path.join(places.dataDir, SECRETS), path.join(contents, SECRETS));
      parts.push(SECRETS);
    }
    writeFileSync(path.join(contents, MANIFEST), JSON.stringify(manifest, null, 2));
    await tar.create({ gzip: true, file: partial, cwd: contents, follow: true, portable: true }, parts);
    renameSync(partial, file);
    return { manifest, counts };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Reads the manifest and the database copy of an archive (media and secrets stay in it until extracted). */
export async function readArchive(file: string): Promise<{ manifest: BackupManifest; databaseCopy?: Blob }> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  let manifestText: string | undefined;
  const database: Buffer[] = [];
  try {
    await tar.list({
      file,
      onReadEntry: (entry) => {
        if (entry.path !== MANIFEST && entry.path !== DATABASE_ENTRY) return entry.resume();
        const chunks: Buffer[] = entry.path === MANIFEST ? [] : database;
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        if (entry.path === MANIFEST) entry.on('end', () => (manifestText = Buffer.concat(chunks).toString('utf8')));
      },
    });
  } catch (error) {
    throw new BackupError(`${file} is not a Kiraya backup (${error instanceof Error ? error.message : String(error)}).`);
  }
  const manifest = manifestText ? (JSON.parse(manifestText) as BackupManifest) : undefined;
  if (manifest?.format !== FORMAT) throw new BackupError(`${file} is not a Kiraya backup this version can read (no ${MANIFEST} of format ${FORMAT}).`);
  return { manifest, ...(database.length ? { databaseCopy: new Blob(database) } : {}) };
}

/**
 * Checks that `dataDir` can take a restore: it must be missing or empty, so a restore never mixes two
 * installs' files or overwrites one still in use.
 */
export function checkRestoreTarget(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  const present = readdirSync(dataDir);
  if (present.includes(LOCK_FILE_NAME)) throw new BackupError(`${dataDir} is in use by a Kiraya process (its ${LOCK_FILE_NAME} is there): stop it, and restore into an empty folder.`);
  if (present.length > 0) throw new BackupError(`${dataDir} is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}): restore into an empty or new folder (set DATA_DIR), or move this one aside first.`);
}

/** Extracts the archive's media folder and secrets into `dataDir`. */
export async function extractFiles(file: string, dataDir: string, manifest: BackupManifest): Promise<void> {
  const wanted = (entryPath: string) => (manifest.secrets && entryPath === SECRETS) || entryPath === MEDIA || entryPath.startsWith(`${MEDIA}/`);
  mkdirSync(dataDir, { recursive: true });
  await tar.extract({ file, cwd: dataDir, filter: wanted });
}
