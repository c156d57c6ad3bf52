/**
 * Push delivery by real server processes (main.ts): two of them on one PostgreSQL database, each
 * running its job worker, send every push exactly once; their HTTPS client trusts the local push
 * service through NODE_EXTRA_CA_CERTS alone (Node's standard certificate store, no agent); SIGTERM
 * stops them cleanly. Needs TEST_DATABASE_URL: embedded PGlite is one process by design.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type PushAlert, type PushPublicKey, type User } from '@shared/api.ts';
import { newRegistration } from '../../test/factories.ts';
import { startTestPushService, type TestPushService } from '../../test/push-service.ts';
import { startServerProcess, stopAllServerProcesses, type ServerProcess } from '../../test/server-process.ts';
import { createPostgresTestDatabase } from '../../test/test-databases.ts';
import { TestClient } from '../../test/test-server.ts';
import { queuePushAlert } from './queue-push-alert.ts';
import { noJobsLeft } from '../../test/jobs.ts';

const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgres)('push delivery by two server processes on one PostgreSQL database (set TEST_DATABASE_URL to run)', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiraya-push-processes-'));
  let dropDatabase: () => Promise<void> = async () => {};
  let db: Knex;
  let service: TestPushService;
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    service = await startTestPushService();
    const certificate = path.join(dir, 'push-ca.pem');
    writeFileSync(certificate, service.certificatePem);
    const database = await createPostgresTestDatabase();
    dropDatabase = database.drop;
    db = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
    // One deployment: both processes share the secrets (the first generates the VAPID keys into its DATA_DIR).
    const shared = { DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'info', DEMO_DATA: 'false', SESSION_SECRET: 'push-processes-share-this-secret-0123456789' };
    const first = await startServerProcess({ ...shared, DATA_DIR: dir, JOB_WORKER: 'true', PUSH_SERVICE_HOSTS: service.host, NODE_EXTRA_CA_CERTS: certificate });
    const { publicKey } = (await new TestClient(first.url).get(apiPaths.pushPublicKey)).json as PushPublicKey;
    const secrets = (await import(path.join(dir, 'secrets.json'), { with: { type: 'json' } })) as { default: { VAPID_PRIVATE_KEY: string } };
    const second = await startServerProcess({
      ...shared,
      DATA_DIR: mkdtempSync(path.join(dir, 'second-')),
      JOB_WORKER: 'true',
      PUSH_SERVICE_HOSTS: service.host,
      NODE_EXTRA_CA_CERTS: certificate,
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: secrets.default.VAPID_PRIVATE_KEY,
    });
    processes = [first, second];
    await service.expectVapidKey(publicKey);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    await stopAllServerProcesses();
    await db?.destroy();
    await service?.close();
    await dropDatabase();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends each alert once to each device, trusting the push service through NODE_EXTRA_CA_CERTS', async () => {
    const [first, second] = processes;
    if (!first || !second) throw new Error('no processes');
    const client = new TestClient(first.url);
    const user = (await client.post(apiPaths.register, newRegistration())).json as User;
    const devices = [service.subscribe(), service.subscribe()];
    expect((await client.post(apiPaths.pushSubscriptions, devices[0])).status).toBe(201);
    expect((await client.at(second.url).post(apiPaths.pushSubscriptions, devices[1])).status).toBe(201);
    const alerts: PushAlert[] = Array.from({ length: 12 }, (_, index) => {
      const conversationId = randomUUID();
      return { type: 'message', title: 'Ravi', body: `message ${index}`, tag: `conversation-${conversationId}`, url: `/messages/${conversationId}`, conversationId, itemId: randomUUID() };
    });
    // Queued from outside both processes: only their polling finds them, and both poll.
    await db.transaction(async (trx) => {
      for (const alert of alerts) await queuePushAlert(trx, user.id, alert);
    });
    await service.waitFor(() => service.received.length >= alerts.length * devices.length, 60_000);
    await noJobsLeft(db, 20_000);
    // Stopped before counting: a duplicate still in flight would arrive before the process exits.
    expect(await Promise.all(processes.map((process) => process.stop()))).toEqual([0, 0]);
    for (const device of devices) {
      const bodies = service.received.filter((push) => push.subscriptionId === device.id).map((push) => (push.payload as PushAlert).body);
      expect(bodies.toSorted()).toEqual(alerts.map((alert) => alert.body).toSorted());
    }
    expect(service.requests.filter((request) => request.problem)).toEqual([]);
  });
});
