/**
 * A message reaches the other side's phone: sent through the API, written with its push
 * job in one transaction, taken by the real job worker and delivered over TLS to a local push service
 * that checks the VAPID signature and decrypts the body as a browser would. Alerts follow the
 * conversation both ways, and a blocked conversation alerts no one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushAlert, PushPublicKey } from '@shared/api.ts';
import type { JobWorker } from '../../jobs/job-worker.ts';
import { contactOwner, key, ownerAndRenter, replyIn, type Party } from '../../test/conversations.ts';
import { startTestPushService, type TestPushService, type TestSubscription } from '../../test/push-service.ts';
import { startTestPushWorker } from '../../test/push-worker.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { noJobsLeft } from '../../test/jobs.ts';

describe.each(testDatabaseKinds)('message alerts by push on %s', (kind) => {
  let server: TestServer;
  let service: TestPushService;
  let worker: JobWorker;

  beforeAll(async () => {
    service = await startTestPushService();
    server = await startTestServer(kind, { pushServiceHosts: [service.host] });
    await service.expectVapidKey(((await server.client().get('/api/push/public-key')).json as PushPublicKey).publicKey);
    worker = startTestPushWorker(server, service);
  });
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    await service?.close();
  });

  const withDevice = async (party: Party): Promise<TestSubscription> => {
    const device = service.subscribe();
    expect((await party.client.post('/api/push/subscriptions', device, key())).status).toBe(201);
    return device;
  };
  const alertsTo = (device: TestSubscription): PushAlert[] => service.received.filter((push) => push.subscriptionId === device.id).map((push) => push.payload as PushAlert);

  it("alerts the owner's phone of a renter's message, and the renter's of the reply, opening the conversation", async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    const ownerPhone = await withDevice(owner);
    const renterPhone = await withDevice(renter);

    const message = await contactOwner(renter.client, item.id, { name: 'Meera Iyer', message: 'Is the camera free this weekend?' });
    await service.waitFor(() => alertsTo(ownerPhone).length === 1);
    const [toOwner] = alertsTo(ownerPhone);
    expect(toOwner).toMatchObject({ type: 'message', tag: `conversation:${message.conversationId}`, url: `/messages/${message.conversationId}`, conversationId: message.conversationId, itemId: item.id });
    expect(toOwner?.title).toContain('Meera Iyer');
    expect(`${toOwner?.title} ${toOwner?.body}`).toContain(item.title);
    expect(toOwner?.body).toContain('Is the camera free this weekend?');

    expect((await replyIn(owner.client, message.conversationId, 'Yes, pick it up at 10.')).status).toBe(201);
    await service.waitFor(() => alertsTo(renterPhone).length === 1);
    expect(alertsTo(renterPhone)[0]).toMatchObject({ conversationId: message.conversationId, tag: `conversation:${message.conversationId}` });
    expect(alertsTo(renterPhone)[0]?.body).toContain('Yes, pick it up at 10.');
    await noJobsLeft(server.db.knex);
    // Nobody is alerted of their own message.
    expect([alertsTo(ownerPhone).length, alertsTo(renterPhone).length]).toEqual([1, 1]);
  });

  it('sends no alert into a conversation the owner blocked', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    const ownerPhone = await withDevice(owner);
    const first = await contactOwner(renter.client, item.id);
    await service.waitFor(() => alertsTo(ownerPhone).length === 1);
    expect((await owner.client.request('PUT', `/api/conversations/${first.conversationId}/block`, { headers: key() })).status).toBe(200);

    expect((await replyIn(renter.client, first.conversationId, 'Hello? Please answer.')).status).toBe(403);
    await noJobsLeft(server.db.knex);
    expect(alertsTo(ownerPhone)).toHaveLength(1);
  });
});
