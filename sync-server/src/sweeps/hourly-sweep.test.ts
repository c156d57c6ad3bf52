/**
 * The hourly sweep runs once per hour across processes: two processes ticking at the same moment
 * sweep once, a tick within the hour of another process's sweep does nothing, and the next hour's
 * tick sweeps again. On PostgreSQL the two "processes" are two connection pools on one database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { diskStorage } from '../storage/disk-storage.ts';
import { hashSessionId } from '../session/session-store.ts';
import { createPostgresTestDatabase, openTestDatabase, testDatabaseKinds } from '../test/test-databases.ts';
import { backdateRun, lastRunOf } from './sweep-claim-repo.ts';
import { SWEEP_EVERY_MS, SWEEP_JOB, sweepTick, type SweepDependencies } from './hourly-sweep.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'kiraya-sweep-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

/** Two processes' views of one database: two pools on PostgreSQL, the one instance on PGlite. */
async function openTwoProcesses(kind: (typeof testDatabaseKinds)[number]): Promise<{ first: Database; second: Database; close: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openTestDatabase('pglite');
    return { first: database, second: database, close: database.close };
  }
  const created = await createPostgresTestDatabase('migrated');
  const first = openDatabase({ databaseUrl: created.url, dataDir: 'memory' });
  const second = openDatabase({ databaseUrl: created.url, dataDir: 'memory' });
  return {
    first,
    second,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await created.drop();
    },
  };
}

const addExpiredSession = (db: Knex) =>
  db('sessions').insert({ id: hashSessionId(`expired-${Math.random()}`), data: '{}', expires_at: new Date(Date.now() - 1000) });
const sessionCount = async (db: Knex) => Number((await db('sessions').count({ n: '*' }).first())?.n);

describe.each(testDatabaseKinds)('hourly sweep on %s', (kind) => {
  let databases: Awaited<ReturnType<typeof openTwoProcesses>>;
  let processA: SweepDependencies;
  let processB: SweepDependencies;
  beforeAll(async () => {
    databases = await openTwoProcesses(kind);
    const shared = { storage: diskStorage(mediaDir), logger: createLogger('silent') };
    processA = { db: databases.first.knex, ...shared };
    processB = { db: databases.second.knex, ...shared };
  });
  afterAll(() => databases.close());

  it('runs once when two processes tick at the same moment', async () => {
    await addExpiredSession(processA.db);
    await addExpiredSession(processA.db);
    const ticks = await Promise.all([sweepTick(processA), sweepTick(processB), sweepTick(processA), sweepTick(processB)]);
    const ran = ticks.filter((tick) => tick !== undefined);
    expect(ran).toEqual([{ sessions: 2, idempotencyKeys: 0, media: 0, endedPlanListings: 0 }]);
    expect(await sessionCount(processB.db)).toBe(0);
    expect(await lastRunOf(processB.db, SWEEP_JOB)).toBeInstanceOf(Date);
  });

  it('does nothing within the hour of another process sweeping, and sweeps again the next hour', async () => {
    await addExpiredSession(processA.db);
    // Half an hour later, the other process's timer fires: too soon.
    await backdateRun(processA.db, SWEEP_JOB, SWEEP_EVERY_MS / 2);
    expect(await sweepTick(processB)).toBeUndefined();
    expect(await sessionCount(processA.db)).toBe(1);
    // An hour after the last sweep, whichever process ticks first sweeps; the other one does not.
    await backdateRun(processA.db, SWEEP_JOB, SWEEP_EVERY_MS / 2);
    const [first, second] = await Promise.all([sweepTick(processB), sweepTick(processA)]);
    expect([first, second].filter((tick) => tick !== undefined)).toEqual([{ sessions: 1, idempotencyKeys: 0, media: 0, endedPlanListings: 0 }]);
    expect(await sessionCount(processA.db)).toBe(0);
  });

  it('deletes rate counters whose window has ended, keeping running ones', async () => {
    const db = processA.db;
    await db('rate_throttle').insert([
      { key: 'message-minute:ended', hits: 20, window_started_at: db.raw("now() - interval '2 minutes'"), window_ends_at: db.raw("now() - interval '1 minute'") },
      { key: 'message-hour:running', hits: 3, window_started_at: db.fn.now(), window_ends_at: db.raw("now() + interval '1 hour'") },
    ]);
    await backdateRun(db, SWEEP_JOB, SWEEP_EVERY_MS);
    expect(await sweepTick(processA)).toBeDefined();
    expect(await db('rate_throttle').pluck('key')).toEqual(['message-hour:running']);
  });
});
