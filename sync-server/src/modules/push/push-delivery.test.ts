/**
 * Push delivery end to end: an alert queued in a transaction, the job worker, web-push
 * over TLS to a local push service that verifies the VAPID JWT against GET /api/push/public-key and
 * decrypts the aes128gcm body with the device's keys — and what the worker does with each answer.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PushAlert, PushPublicKey, User } from '@shared/api.ts';
import { jobHandlers } from '../../job-handlers.ts';
import { listFailedJobs, retryFailedJobs, takeDueJobs } from '../../jobs/job-repo.ts';
import type { JobWorker, JobWorkerOptions } from '../../jobs/job-worker.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { startTestPushService, type TestPushService, type TestSubscription } from '../../test/push-service.ts';
import { startTestPushWorker } from '../../test/push-worker.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { pushTopic } from './push-payload.ts';
import { queuePushAlert } from './queue-push-alert.ts';
import { noJobsLeft } from '../../test/jobs.ts';

const alertFor = (text: string): PushAlert => {
  const conversationId = randomUUID();
  return {
    type: 'message',
    title: 'Asha replied',
    body: text,
    tag: `conversation-${conversationId}`,
    url: `/messages/${conversationId}`,
    conversationId,
    itemId: randomUUID(),
  };
};

describe.each(testDatabaseKinds)('push delivery on %s', (kind) => {
  let server: TestServer;
  let service: TestPushService;
  const logs: Array<{ level: number; msg: string; [key: string]: unknown }> = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logs.push(JSON.parse(line));
        done();
      },
    }),
  );
  let workers: JobWorker[] = [];

  beforeAll(async () => {
    service = await startTestPushService();
    server = await startTestServer(kind, { pushServiceHosts: [service.host] });
    await service.expectVapidKey(((await server.client().get('/api/push/public-key')).json as PushPublicKey).publicKey);
  });
  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    workers = [];
  });
  afterAll(async () => {
    await server?.close();
    await service?.close();
  });

  const worker = (options: Partial<JobWorkerOptions> = {}): JobWorker => {
    const started = startTestPushWorker(server, service, { logger, ...options });
    workers.push(started);
    return started;
  };
  const userWithDevices = async (count: number): Promise<{ client: TestClient; user: User; devices: TestSubscription[] }> => {
    const { client, user } = await signedInClient(server);
    const devices = Array.from({ length: count }, () => service.subscribe());
    for (const device of devices) expect((await client.post('/api/push/subscriptions', device)).status).toBe(201);
    return { client, user, devices };
  };
  const queue = (userId: string, alert: PushAlert) => server.db.knex.transaction((trx) => queuePushAlert(trx, userId, alert));
  const receivedBy = (device: TestSubscription) => service.received.filter((push) => push.subscriptionId === device.id);
  const requestsTo = (device: TestSubscription) => service.requests.filter((request) => request.subscriptionId === device.id);
  const subscriptionCount = async (userId: string) => Number((await server.db.knex('push_subscriptions').where('user_id', userId).count<Array<{ count: string }>>('* as count'))[0]?.count);
  const settled = () => noJobsLeft(server.db.knex);

  it('sends the alert to every device of the user, signed and encrypted, with TTL, urgency and topic', async () => {
    const { user, devices } = await userWithDevices(2);
    const alert = alertFor('Is the camera free on Saturday? नमस्ते');
    worker();
    await queue(user.id, alert);
    await service.waitFor(() => devices.every((device) => receivedBy(device).length === 1));
    for (const device of devices) {
      const [push] = receivedBy(device);
      expect(push?.payload).toEqual(alert);
      expect(push).toMatchObject({ ttl: '86400', urgency: 'high', topic: pushTopic(alert.tag), claims: { aud: service.origin, sub: 'mailto:tests@kiraya.test' } });
      expect(push?.bytes).toBeLessThan(3072);
    }
    await settled();
    expect(service.requests.filter((request) => request.problem)).toEqual([]);
  });

  it('never sends a push queued in a transaction that rolled back', async () => {
    const { user, devices } = await userWithDevices(1);
    const [device] = devices;
    if (!device) throw new Error('no device');
    await expect(
      server.db.knex.transaction(async (trx) => {
        await queuePushAlert(trx, user.id, alertFor('rolled back'));
        throw new Error('the message could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    const marker = alertFor('committed after');
    worker();
    await queue(user.id, marker);
    await service.waitFor(() => receivedBy(device).length > 0);
    await settled();
    expect(receivedBy(device).map((push) => push.payload)).toEqual([marker]);
  });

  it('removes a subscription its push service says is gone (410, 404), still alerting the other devices', async () => {
    const { user, devices } = await userWithDevices(3);
    const [gone, missing, alive] = devices;
    if (!gone || !missing || !alive) throw new Error('no devices');
    service.script(gone.id, { status: 410 });
    service.script(missing.id, { status: 404 });
    worker();
    await queue(user.id, alertFor('hello'));
    await service.waitFor(() => receivedBy(alive).length === 1);
    await settled();
    expect(await subscriptionCount(user.id)).toBe(1);
    expect(await server.db.knex('push_subscriptions').where('user_id', user.id).pluck('endpoint')).toEqual([alive.endpoint]);
    expect([requestsTo(gone).length, requestsTo(missing).length]).toEqual([1, 1]);
  });

  it('retries a throttled push (429) no sooner than its Retry-After, without resending to the other devices', async () => {
    const { user, devices } = await userWithDevices(2);
    const [throttled, fine] = devices;
    if (!throttled || !fine) throw new Error('no devices');
    service.script(throttled.id, { status: 429, headers: { 'retry-after': '1' } });
    worker();
    await queue(user.id, alertFor('throttled'));
    await service.waitFor(() => receivedBy(throttled).length === 1, 30_000);
    const [refused, accepted] = requestsTo(throttled);
    expect([refused?.status, accepted?.status]).toEqual([429, 201]);
    // The lower bound is the behaviour under test (the push service asked for a second), not a speed.
    expect((accepted?.at ?? 0) - (refused?.at ?? 0)).toBeGreaterThanOrEqual(1000);
    await settled();
    expect(receivedBy(fine)).toHaveLength(1);
    expect(requestsTo(fine)).toHaveLength(1);
  });

  it('retries a push service error (5xx) with backoff, and drops a push refused for good (other 4xx) with a warning', async () => {
    const { user, devices } = await userWithDevices(2);
    const [flaky, refusing] = devices;
    if (!flaky || !refusing) throw new Error('no devices');
    service.script(flaky.id, { status: 503 }, { status: 502 });
    service.script(refusing.id, { status: 403 });
    worker({ firstRetryMs: 20 });
    await queue(user.id, alertFor('eventually'));
    await service.waitFor(() => receivedBy(flaky).length === 1);
    await settled();
    expect(requestsTo(flaky).map((request) => request.status)).toEqual([503, 502, 201]);
    expect(requestsTo(refusing).map((request) => request.status)).toEqual([403]);
    expect(await subscriptionCount(user.id)).toBe(2);
    const warning = logs.find((entry) => entry.msg === 'push refused by the push service; dropped');
    expect(warning).toMatchObject({ service: service.origin, status: 403 });
  });

  it('gives up after the most attempts, logging it and keeping the job as failed, which a retry sends', async () => {
    const { user, devices } = await userWithDevices(1);
    const [device] = devices;
    if (!device) throw new Error('no device');
    service.script(device.id, { status: 500 }, { status: 500 }, { status: 500 });
    worker({ firstRetryMs: 10, maxAttempts: 3 });
    await queue(user.id, alertFor('never'));
    await service.waitFor(() => requestsTo(device).length === 3);
    await settled();
    expect(receivedBy(device)).toEqual([]);
    expect(logs.some((entry) => entry.msg.startsWith('job failed too often; given up'))).toBe(true);
    const { jobs, total } = await listFailedJobs(server.db.knex, 10);
    expect(total).toBe(1);
    expect(jobs[0]).toMatchObject({ kind: 'push.send', attempts: 3, lastError: expect.stringContaining('500') });

    // The push service is back (its scripted failures are used up): the operator retries, and the alert arrives.
    expect(await retryFailedJobs(server.db.knex)).toBe(1);
    await service.waitFor(() => receivedBy(device).length === 1);
    await settled();
    expect((await listFailedJobs(server.db.knex, 10)).total).toBe(0);
  });

  it('never logs an endpoint or a device key', async () => {
    const all = JSON.stringify(logs);
    for (const push of service.requests) expect(all).not.toContain(push.subscriptionId);
    expect(all).not.toContain('p256dh');
  });

  it('sends each push once with two workers on one database', async () => {
    const { user, devices } = await userWithDevices(2);
    const alerts = Array.from({ length: 20 }, (_, index) => alertFor(`message ${index}`));
    // Queued before the workers start, so both find a full queue at once.
    for (const alert of alerts) await queue(user.id, alert);
    worker({ batch: 2 });
    worker({ batch: 2 });
    await service.waitFor(() => devices.every((device) => receivedBy(device).length >= alerts.length), 30_000);
    await settled();
    await Promise.all(workers.map((started) => started.stop()));
    for (const device of devices) {
      const bodies = receivedBy(device).map((push) => (push.payload as PushAlert).body);
      expect(bodies.toSorted()).toEqual(alerts.map((alert) => alert.body).toSorted());
    }
  });

  it('retakes a job whose worker died holding it once its lease has run out', async () => {
    const { user, devices } = await userWithDevices(1);
    const [device] = devices;
    if (!device) throw new Error('no device');
    await queue(user.id, alertFor('orphaned'));
    // A worker takes the job with a short lease, then dies without finishing it.
    expect(await takeDueJobs(server.db.knex, 10, 300)).toHaveLength(1);
    worker();
    await service.waitFor(() => receivedBy(device).length === 1);
    await settled();
    expect(receivedBy(device)).toHaveLength(1);
  });

  it('does not alert a device that moved to another account after the alert was fanned out', async () => {
    const first = await userWithDevices(1);
    const [device] = first.devices;
    if (!device) throw new Error('no device');
    const { client: second } = await signedInClient(server);
    await queue(first.user.id, alertFor('for the first account'));
    // The fan-out runs (one send per device is queued), then the device changes hands before the send.
    const [job] = await takeDueJobs(server.db.knex, 1, 60_000);
    if (!job) throw new Error('no job');
    const handlers = jobHandlers({ ...server.config, pushServiceHosts: [service.host] }, server.mailer, { agent: service.agent });
    await handlers['push.alert'](job.payload as { userId: string; alert: PushAlert }, { db: server.db.knex, logger, job });
    expect(await server.db.knex('jobs').pluck('kind')).toEqual(['push.send']);
    expect((await second.post('/api/push/subscriptions', device)).status).toBe(201);
    worker();
    await settled();
    expect(receivedBy(device)).toEqual([]);
  });
});
