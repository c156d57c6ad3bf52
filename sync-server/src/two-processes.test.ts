/**
 * Two real server processes on one PostgreSQL database behave as one: a session started through one is
 * valid through the other (and ends for both), an Idempotency-Key sent to both creates once, wrong
 * passwords split across them are throttled as if sent to one, and listing writes through one show
 * through the other within the list cache's lifetime (home lists and category pages).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Category, type Item, type User } from '@shared/api.ts';
import { newListing, newRegistration } from './test/factories.ts';
import { startServerProcess, stopAllServerProcesses, type ServerProcess } from './test/server-process.ts';
import { createPostgresTestDatabase } from './test/test-databases.ts';
import { TestClient } from './test/test-server.ts';

/*
 * Their start-up sweeps run once between them. Needs TEST_DATABASE_URL: embedded PGlite is one process
 * by design (its lock in DATA_DIR refuses a second).
 */

const postgres = process.env.TEST_DATABASE_URL;
/** The list cache keeps a page 2 s (modules/items/list-cache.ts); a little more for a busy machine. */
const LIST_CACHE_LIFETIME_MS = 2_000;
const VISIBLE_WITHIN_MS = LIST_CACHE_LIFETIME_MS + 3_000;

describe.skipIf(!postgres)('two server processes on one PostgreSQL database (set TEST_DATABASE_URL to run)', { timeout: 120_000 }, () => {
  const dataDirs: string[] = [];
  let dropDatabase: () => Promise<void> = async () => {};
  let a: ServerProcess;
  let b: ServerProcess;
  let categoryId: string;

  beforeAll(async () => {
    const database = await createPostgresTestDatabase();
    dropDatabase = database.drop;
    // Both start at once on an empty database: they take turns migrating, then both tick the sweep.
    const start = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-two-'));
      dataDirs.push(dataDir);
      return startServerProcess({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DEMO_DATA: 'false',
        // One deployment: every process signs cookies with the same secret.
        SESSION_SECRET: 'two-processes-share-this-secret-0123456789',
      });
    };
    [a, b] = await Promise.all([start(), start()]);
    const categories = (await new TestClient(a.url).get(apiPaths.categories)).json as Category[];
    categoryId = categories[0]?.id ?? '';
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await stopAllServerProcesses();
    await dropDatabase();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A signed-in browser whose requests may go to either process (same cookies). */
  async function signedIn(): Promise<{ viaA: TestClient; viaB: TestClient; user: User }> {
    const viaA = new TestClient(a.url);
    const registered = await viaA.post(apiPaths.register, newRegistration());
    expect(registered.status).toBe(201);
    return { viaA, viaB: viaA.at(b.url), user: registered.json as User };
  }

  it('migrated and swept once between them at start', () => {
    const swept = [a, b].filter((server) => server.output().includes('"msg":"hourly sweep done"'));
    expect(swept).toHaveLength(1);
    expect([a, b].filter((server) => server.output().includes('"msg":"migrations applied"'))).toHaveLength(1);
  });

  it('shares sessions: signed in through one, signed in through the other; signed out through one, out of both', async () => {
    const { viaA, viaB, user } = await signedIn();
    const seenByB = await viaB.get(apiPaths.authUser);
    expect(seenByB.status).toBe(200);
    expect((seenByB.json as User).id).toBe(user.id);
    const session = viaA.cookieHeader;
    // As the app's own link sends it (a cross-site one only asks for confirmation).
    expect((await viaB.get(apiPaths.logout, { 'Sec-Fetch-Site': 'same-origin' })).status).toBeLessThan(400);
    // Even the old cookie no longer works anywhere: the session is gone from the database.
    const replayed = await fetch(a.url + apiPaths.authUser, { headers: { cookie: session } });
    expect(replayed.status).toBe(401);
    expect((await viaA.get(apiPaths.authUser)).status).toBe(401);
  });

  it('creates once for one Idempotency-Key sent to both at the same moment, and replays through either', async () => {
    const { viaA, viaB, user } = await signedIn();
    const listing = newListing(categoryId, { title: 'Tent for four, sent to two servers' });
    const headers = { 'Idempotency-Key': `two-processes-${user.id}` };
    const [first, second] = await Promise.all([viaA.post(apiPaths.items, listing, headers), viaB.post(apiPaths.items, listing, headers)]);
    // One creates; the other replays its answer, or is told the first is still running (409).
    const statuses = [first.status, second.status].sort();
    expect([[201, 201], [201, 409]]).toContainEqual(statuses);
    const created = (first.status === 201 ? first : second).json as Item;
    for (const via of [viaA, viaB]) {
      const replay = await via.post(apiPaths.items, listing, headers);
      expect(replay.status).toBe(201);
      expect((replay.json as Item).id).toBe(created.id);
    }
    const owned = (await viaB.get(apiPaths.userItems(user.id))).json as Item[];
    expect(owned.map((item) => item.id)).toEqual([created.id]);
  });

  it('throttles wrong passwords split across both as if they were sent to one', async () => {
    /** Wrong passwords for a new account, sent to the servers in turn, until one answers 429. */
    const attemptsUntilThrottled = async (servers: ServerProcess[]) => {
      const account = newRegistration();
      expect((await new TestClient(a.url).post(apiPaths.register, account)).status).toBe(201);
      for (let attempt = 1; attempt <= 60; attempt++) {
        const server = servers[attempt % servers.length] ?? a;
        const answer = await new TestClient(server.url).post(apiPaths.loginEmail, { username: account.username, password: 'not the password' });
        if (answer.status === 429) return { attempt, account };
        expect(answer.status).toBe(401);
      }
      throw new Error('never throttled');
    };
    const alone = await attemptsUntilThrottled([a]);
    const split = await attemptsUntilThrottled([a, b]);
    expect(split.attempt).toBe(alone.attempt);
    // Once throttled, both refuse that account.
    for (const server of [a, b]) {
      const answer = await new TestClient(server.url).post(apiPaths.loginEmail, { username: split.account.username, password: 'not the password' });
      expect(answer.status).toBe(429);
    }
  });

  it('shows listing writes through one in the other’s lists and category pages within the cache’s lifetime', async () => {
    const { viaA, viaB } = await signedIn();
    const category = (await viaB.get(`${apiPaths.categories}/${categoryId}`)).json as Category;
    const homeList = `${apiPaths.items}?recent=true&limit=12`;
    const categoryPage = apiPaths.itemsByCategory(category.slug);
    const titlesAt = async (client: TestClient, list: string) => ((await client.get(list)).json as Item[]).map((item) => item.title);
    // B has both pages cached before A writes.
    await Promise.all([titlesAt(viaB, homeList), titlesAt(viaB, categoryPage)]);

    const created = await viaA.post(apiPaths.items, newListing(categoryId, { title: 'Pressure cooker, written through A' }));
    expect(created.status).toBe(201);
    const item = created.json as Item;
    for (const list of [homeList, categoryPage]) {
      await expect.poll(() => titlesAt(viaB, list), { timeout: VISIBLE_WITHIN_MS, interval: 200 }).toContain('Pressure cooker, written through A');
    }

    const updated = await viaB.request('PUT', apiPaths.item(item.id), { body: newListing(categoryId, { title: 'Pressure cooker, renamed through B' }) });
    expect(updated.status).toBe(200);
    await expect.poll(() => titlesAt(viaA, homeList), { timeout: VISIBLE_WITHIN_MS, interval: 200 }).toContain('Pressure cooker, renamed through B');
    expect(((await viaA.get(apiPaths.item(item.id))).json as Item).title).toBe('Pressure cooker, renamed through B');

    expect((await viaA.request('DELETE', apiPaths.item(item.id))).status).toBeLessThan(300);
    await expect.poll(() => titlesAt(viaB, categoryPage), { timeout: VISIBLE_WITHIN_MS, interval: 200 }).not.toContain('Pressure cooker, renamed through B');
    expect((await viaB.get(apiPaths.item(item.id))).status).toBe(404);
    // Categories are reference data both read once: the same answer from each.
    expect((await viaA.get(apiPaths.categories)).json).toEqual((await viaB.get(apiPaths.categories)).json);
  });
});
