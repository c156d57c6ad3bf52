/** The push subscription calls over HTTP: who may call them, their bad inputs, the allow-list, upserts and limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPublicKey } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { startTestPushService, type TestPushService } from '../../test/push-service.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { MAX_SUBSCRIPTIONS_PER_USER } from './push-subscription-service.ts';

describe.each(testDatabaseKinds)('push subscriptions on %s', (kind) => {
  let server: TestServer;
  let service: TestPushService;

  beforeAll(async () => {
    service = await startTestPushService();
    server = await startTestServer(kind, { pushServiceHosts: [service.host] });
  });
  afterAll(async () => {
    await server?.close();
    await service?.close();
  });

  interface Row {
    user_id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    expires_at: Date | null;
  }
  const rowsOf = (userId?: string): Promise<Row[]> => server.db.knex('push_subscriptions').modify((query) => (userId ? query.where('user_id', userId) : query)).orderBy('id').select('user_id', 'endpoint', 'p256dh', 'auth', 'expires_at');
  const subscribe = (client: TestClient, body: unknown, headers?: Record<string, string>) => client.post('/api/push/subscriptions', body, headers);
  const unsubscribe = (client: TestClient, endpoint: unknown) => client.request('DELETE', '/api/push/subscriptions', { body: { endpoint } });

  it('hands out the VAPID public key to anyone: an uncompressed P-256 point', async () => {
    const response = await server.client().get('/api/push/public-key');
    expect(response.status).toBe(200);
    const { publicKey } = response.json as PushPublicKey;
    const point = Buffer.from(publicKey, 'base64url');
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
    expect(response.text).not.toContain('privateKey');
  });

  it('is for signed-in users only', async () => {
    const device = service.subscribe();
    expect((await subscribe(server.client(), device)).status).toBe(401);
    expect((await unsubscribe(server.client(), device.endpoint)).status).toBe(401);
    expect(await rowsOf()).toEqual([]);
  });

  it('saves a device (201) and saves it once however often it subscribes', async () => {
    const { client, user } = await signedInClient(server);
    const device = service.subscribe();
    const first = await subscribe(client, { ...device, expirationTime: null });
    expect(first.status, first.text).toBe(201);
    expect(first.json).toEqual({ endpoint: device.endpoint });
    // The keys change when a browser renews a subscription on the same endpoint: the new ones win.
    const renewed = { ...device, keys: service.subscribe().keys, expirationTime: Date.UTC(2030, 0, 1) };
    expect((await subscribe(client, renewed)).status).toBe(201);
    expect(await rowsOf(user.id)).toEqual([
      { user_id: user.id, endpoint: device.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth, expires_at: new Date(Date.UTC(2030, 0, 1)) },
    ]);
  });

  it('moves a device to the account that subscribed it last (another account signed in on it)', async () => {
    const first = await signedInClient(server);
    const second = await signedInClient(server);
    const device = service.subscribe();
    await subscribe(first.client, device);
    expect((await subscribe(second.client, device)).status).toBe(201);
    expect(await rowsOf(first.user.id)).toEqual([]);
    expect((await rowsOf(second.user.id)).map((row) => row.endpoint)).toEqual([device.endpoint]);
  });

  it("never lets another account take a device's endpoint without its keys: 409, and the owner keeps it", async () => {
    const owner = await signedInClient(server);
    const attacker = await signedInClient(server);
    const device = service.subscribe();
    expect((await subscribe(owner.client, device)).status).toBe(201);
    const before = await rowsOf(owner.user.id);
    // The endpoint alone (learnt somehow), with keys of the attacker's own.
    const taken = await subscribe(attacker.client, { ...device, keys: service.subscribe().keys });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'conflict', message: serverMessages.push.endpointTaken });
    expect(await rowsOf(owner.user.id)).toEqual(before);
    expect(await rowsOf(attacker.user.id)).toEqual([]);
    // Nor can they then turn the owner's alerts off.
    expect((await unsubscribe(attacker.client, device.endpoint)).status).toBe(204);
    expect(await rowsOf(owner.user.id)).toEqual(before);
  });

  it('refuses bad subscriptions with a 400 naming the field, saving nothing', async () => {
    const { client, user } = await signedInClient(server);
    const device = service.subscribe();
    const cases: Array<[unknown, string]> = [
      [{}, 'endpoint'],
      [{ ...device, endpoint: device.endpoint.replace('https:', 'http:') }, 'endpoint'],
      [{ ...device, endpoint: 'not a url' }, 'endpoint'],
      [{ ...device, endpoint: `${device.endpoint}/${'x'.repeat(2000)}` }, 'endpoint'],
      [{ endpoint: device.endpoint }, 'keys'],
      [{ ...device, keys: { p256dh: device.keys.p256dh } }, 'keys.auth'],
      [{ ...device, keys: { ...device.keys, auth: 'not base64url!' } }, 'keys.auth'],
      [{ ...device, expirationTime: 'tomorrow' }, 'expirationTime'],
      [{ ...device, expirationTime: -1 }, 'expirationTime'],
      // A time past the year 9999 (the bad-input property test's find: it was a 500).
      [{ ...device, expirationTime: 4502267456596555 }, 'expirationTime'],
    ];
    for (const [body, field] of cases) {
      const response = await subscribe(client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json, JSON.stringify(body)).toMatchObject({ code: 'invalid-input', fields: { [field]: expect.any(String) } });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('accepts only the browsers’ push services and the hosts of PUSH_SERVICE_HOSTS', async () => {
    const { client, user } = await signedInClient(server);
    const keys = service.subscribe().keys;
    for (const endpoint of ['https://127.0.0.1:1/push/x', 'https://169.254.169.254/latest/meta-data', 'https://fcm.googleapis.com.evil.example/x', 'https://localhost/x']) {
      const response = await subscribe(client, { endpoint, keys });
      expect(response.status, endpoint).toBe(400);
      expect(response.json).toEqual({ code: 'push-service-not-allowed', message: 'Alerts cannot be sent through this push service.', fields: { endpoint: 'Alerts cannot be sent through this push service.' } });
    }
    expect(await rowsOf(user.id)).toEqual([]);
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b', 'https://web.push.apple.com/QGuQyavXutnMH', `${service.origin}/push/any`]) {
      expect((await subscribe(client, { endpoint, keys })).status, endpoint).toBe(201);
    }
  });

  it('turns a device off (204) for its owner only; an unknown endpoint is 204 too', async () => {
    const owner = await signedInClient(server);
    const stranger = await signedInClient(server);
    const device = service.subscribe();
    await subscribe(owner.client, device);
    expect((await unsubscribe(stranger.client, device.endpoint)).status).toBe(204);
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
    expect((await unsubscribe(owner.client, device.endpoint)).status).toBe(204);
    expect(await rowsOf(owner.user.id)).toEqual([]);
    expect((await unsubscribe(owner.client, device.endpoint)).status).toBe(204);
    const bad = await unsubscribe(owner.client, 'ftp://x');
    expect(bad.status).toBe(400);
  });

  it('replays a subscription sent twice with one Idempotency-Key', async () => {
    const { client, user } = await signedInClient(server);
    const device = service.subscribe();
    const key = { 'idempotency-key': `push-${device.id}` };
    const first = await subscribe(client, device, key);
    const replay = await subscribe(client, device, key);
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(replay.json).toEqual(first.json);
    expect((await subscribe(client, service.subscribe(), key)).status).toBe(422);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it(`keeps an account's ${MAX_SUBSCRIPTIONS_PER_USER} most recently subscribed devices`, async () => {
    const { client, user } = await signedInClient(server);
    const devices = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 2 }, () => service.subscribe());
    for (const device of devices) expect((await subscribe(client, device)).status).toBe(201);
    // The first device subscribes again: it is now recent, the second and third are the oldest.
    await subscribe(client, devices[0]);
    const kept = (await rowsOf(user.id)).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER);
    expect(kept).toContain(devices[0]?.endpoint);
    expect(kept).not.toContain(devices[1]?.endpoint);
    expect(kept).not.toContain(devices[2]?.endpoint);
  });
});
