import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type HealthReady } from '@shared/api.ts';
import type { MediaStorage } from '../../storage/storage.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { readiness } from './readiness.ts';

describe.each(testDatabaseKinds)('health probes on %s', (kind) => {
  let server: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-health-'));
    server = await startTestServer(kind, { dataDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('live answers from the process alone; ready checks the database, its migrations and storage', async () => {
    const client = server.client();
    const live = await client.get(apiPaths.healthLive);
    expect(live.status).toBe(200);
    expect(live.json).toEqual({ status: 'ok' });
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await client.get(apiPaths.healthReady);
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready', database: kind, checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
    // The health call of before keeps its answer.
    expect((await client.get(apiPaths.health)).json).toEqual({ status: 'ok', database: kind });
  });

  it('is not ready (503) while a migration of this code is not applied, and ready again once it is', async () => {
    const knex = server.db.knex;
    const last = await knex('knex_migrations').orderBy('id', 'desc').first();
    await knex('knex_migrations').where({ id: last.id }).delete();
    try {
      const answer = await server.client().get(apiPaths.healthReady);
      expect(answer.status).toBe(503);
      expect(answer.json).toMatchObject({ status: 'not-ready', checks: { database: 'ok', migrations: 'pending', storage: 'ok' } });
    } finally {
      await knex('knex_migrations').insert(last);
    }
    expect((await server.client().get(apiPaths.healthReady)).status).toBe(200);
  });

  it('is not ready when media storage cannot be written, while live still answers', async () => {
    const media = path.join(dataDir, 'media');
    rmSync(media, { recursive: true, force: true });
    // A file where the folder should be: no photo could be stored.
    writeFileSync(media, 'not a folder');
    try {
      const answer = await server.client().get(apiPaths.healthReady);
      expect(answer.status).toBe(503);
      expect((answer.json as HealthReady).checks.storage).toBe('failed');
      expect((await server.client().get(apiPaths.healthLive)).status).toBe(200);
    } finally {
      rmSync(media, { force: true });
    }
  });
});

describe('readiness', () => {
  it('counts a database that fails as not ready, without its error in the answer', async () => {
    const failing = { raw: () => Promise.reject(new Error('connection refused: secret-host:5432')), migrate: { list: () => Promise.reject(new Error('no connection')) } } as unknown as Knex;
    const storage = { check: () => Promise.resolve() } as unknown as MediaStorage;
    const answer = await readiness(failing, 'postgres', storage);
    expect(answer).toEqual({ status: 'not-ready', database: 'postgres', checks: { database: 'failed', migrations: 'failed', storage: 'ok' } });
    expect(JSON.stringify(answer)).not.toContain('secret-host');
  });
});
