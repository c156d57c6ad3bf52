/**
 * `npm run backup` and `npm run restore` as an operator runs them (the real commands, in their own
 * processes) on an embedded install with people, a listing with a photo, a conversation and a booking:
 * refused while the database is in use, then backed up, restored into an empty folder, and served
 * again with nothing lost (the same sessions still signed in, the same photo bytes).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, Conversation, Item } from '@shared/api.ts';
import { loadConfig, repoRoot } from '../config.ts';
import { migrateLatest, openDatabase } from '../db/database.ts';
import { listingWithOwner, requestBooking } from '../test/bookings.ts';
import { contactOwner, conversationsOf, type Party } from '../test/conversations.ts';
import { newListing } from '../test/factories.ts';
import { runScript } from '../test/server-process.ts';
import { categoryIds } from '../test/signed-in.ts';
import { createPostgresTestDatabase } from '../test/test-databases.ts';
import { serveDatabase, testConfig, type TestServer } from '../test/test-server.ts';
import { issueImages, putBytes } from '../test/uploads.ts';

const backupScript = path.join(repoRoot, 'sync-server/src/cli/backup.ts');
const restoreScript = path.join(repoRoot, 'sync-server/src/cli/restore.ts');

/** An embedded install in `dataDir`: its secrets generated as `npm start` makes them, its database migrated. */
async function serveInstall(dataDir: string): Promise<{ server: TestServer; sessionSecret: string }> {
  const { sessionSecret } = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' });
  const db = openDatabase({ dataDir, openedBy: 'server' });
  await migrateLatest(db.knex);
  return { server: await serveDatabase(db, testConfig({ dataDir, sessionSecret })), sessionSecret };
}

describe('backing up and restoring an embedded install', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'kiraya-backup-'));
  const original = path.join(work, 'data');
  const restored = path.join(work, 'restored');
  const archive = path.join(work, 'kiraya.tar.gz');
  const commandEnv = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '', NODE_ENV: 'development' });
  let server: TestServer | undefined;
  let sessionSecret: string;
  let owner: Party;
  let renter: Party;
  let item: Item;
  let photo: Buffer;

  beforeAll(async () => {
    ({ server, sessionSecret } = await serveInstall(original));
    ({ owner, renter, item } = await listingWithOwner(server));
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c64' } }).jpeg().toBuffer();
    const photos = await issueImages(owner.client, item.id, 1);
    const uploaded = await putBytes(owner.client, photos.uploadUrls[0] ?? '', jpeg, 'image/jpeg');
    if (uploaded.status !== 200) throw new Error(`upload failed: ${uploaded.status} ${uploaded.text}`);
    const categoryId = (await categoryIds(server)).cameras ?? '';
    const edited = await owner.client.request('PUT', `/api/items/${item.id}`, { body: newListing(categoryId, { title: item.title, imageUrls: photos.imageUrls }) });
    if (edited.status !== 200) throw new Error(`edit failed: ${edited.status} ${edited.text}`);
    item = edited.json as Item;
    photo = (await server.client().get(item.imageUrls[0] ?? '')).bytes;
    if (photo.length === 0) throw new Error('the photo was not served');
    await contactOwner(renter.client, item.id);
    await requestBooking(renter.client, item.id);
    await server.afterResponses();
  });

  afterAll(async () => {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('is refused while the server has the database open, saying to stop it', async () => {
    const refused = await runScript(backupScript, [archive], commandEnv(original));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('stop the server, back up, and start it again');
  });

  it('backs up everything once the server is stopped, and never overwrites a file', async () => {
    await server?.close();
    server = undefined;
    const backup = await runScript(backupScript, [archive], commandEnv(original));
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/2 users, 1 listing, 1 conversation, \d+ messages?, 1 booking, [1-9]\d* media files, and the secrets/);
    const again = await runScript(backupScript, [archive], commandEnv(original));
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');
    const nowhere = await runScript(backupScript, [path.join(path.dirname(archive), 'no-such-folder', 'kiraya.tar.gz')], commandEnv(original));
    expect(nowhere.status).toBe(1);
    expect(nowhere.stderr).toContain('no-such-folder does not exist');
    expect(nowhere.stderr).not.toContain('ENOENT');
  });

  it('restores into an empty folder, where the same install serves everything again', async () => {
    const restore = await runScript(restoreScript, [archive], commandEnv(restored));
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/2 users, 1 listing, 1 conversation/);

    const again = await serveInstall(restored);
    server = again.server;
    // The generated secrets came back: sessions made before the backup still sign their holders in.
    expect(again.sessionSecret).toBe(sessionSecret);
    const renterThere = renter.client.at(server.url);
    expect(((await renterThere.get('/api/auth/user')).json as { id: string }).id).toBe(renter.user.id);
    const listing = (await server.client().get(`/api/items/${item.id}`)).json as Item;
    expect(listing).toMatchObject({ title: item.title, imageUrls: item.imageUrls });
    expect((await server.client().get(listing.imageUrls[0] ?? '')).bytes.equals(photo)).toBe(true);
    const [conversation] = await conversationsOf(renterThere);
    expect((conversation as Conversation).itemId).toBe(item.id);
    const bookings = (await renterThere.get('/api/bookings?role=renter')).json as Booking[];
    expect(bookings.map((booking) => booking.itemId)).toEqual([item.id]);
  });

  it('refuses a folder that is not empty, and a file that is not a backup, changing nothing', async () => {
    const occupied = await runScript(restoreScript, [archive], commandEnv(restored));
    expect(occupied.status).toBe(1);
    expect(occupied.stderr).toMatch(/in use by a Kiraya process|is not empty/);
    const notBackup = path.join(work, 'notes.tar.gz');
    writeFileSync(notBackup, 'not an archive');
    const fresh = path.join(work, 'fresh');
    const refused = await runScript(restoreScript, [notBackup], commandEnv(fresh));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is not a Kiraya backup');
    expect(existsSync(fresh)).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('backing up and restoring a PostgreSQL install', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'kiraya-backup-pg-'));
  const archive = path.join(work, 'kiraya.tar.gz');
  let database: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await createPostgresTestDatabase('migrated');
  });
  afterAll(async () => {
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('keeps the media and the secrets, and says how pg_dump and pg_restore take the database', async () => {
    const dataDir = path.join(work, 'data');
    mkdirSync(path.join(dataDir, 'media/items'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media/items/photo.webp'), 'photo bytes');
    loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    const env = { DATABASE_URL: database.url, S3_BUCKET: '', NODE_ENV: 'development' };
    const backup = await runScript(backupScript, [archive], { ...env, DATA_DIR: dataDir });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('pg_dump --format=custom');

    const restoredDir = path.join(work, 'restored');
    const restore = await runScript(restoreScript, [archive], { ...env, DATA_DIR: restoredDir });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('pg_restore');
    expect(readFileSync(path.join(restoredDir, 'media/items/photo.webp'), 'utf8')).toBe('photo bytes');
    expect(readFileSync(path.join(restoredDir, 'secrets.json'), 'utf8')).toBe(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  });
});
