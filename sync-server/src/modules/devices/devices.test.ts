/**
 * Where an account is signed in (GET /api/sessions) and signing devices out: one by one (DELETE
 * /api/sessions/{id}) or every one but this (DELETE /api/sessions). A device signed out finds itself
 * so at its next call; someone else's device, an unknown one or this one cannot be signed out here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInDevice, User } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { newRegistration } from '../../test/factories.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(testDatabaseKinds)('signed-in devices on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** One account signed in on a phone (its sign-up), a computer and a client that names no browser. */
  async function signedInThrice(): Promise<{ phone: TestClient; computer: TestClient; script: TestClient; user: User }> {
    const registration = newRegistration();
    const phone = server.client();
    const response = await phone.post('/api/register', registration, { 'user-agent': ANDROID_CHROME });
    expect(response.status).toBe(201);
    const signIn = async (userAgent: string) => {
      const client = server.client();
      expect((await client.post('/api/login/email', { username: registration.username, password: registration.password }, { 'user-agent': userAgent })).status).toBe(200);
      return client;
    };
    const computer = await signIn(WINDOWS_FIREFOX);
    const script = await signIn('');
    return { phone, computer, script, user: response.json as User };
  }
  const devicesSeenBy = async (client: TestClient): Promise<SignedInDevice[]> => {
    const response = await client.get('/api/sessions');
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.json as SignedInDevice[];
  };

  it('lists every device signed in, this one first, named by its browser and system', async () => {
    const { computer } = await signedInThrice();
    const devices = await devicesSeenBy(computer);
    expect(devices).toHaveLength(3);
    expect(devices[0]).toMatchObject({ browser: 'Firefox 133', system: 'Windows 10', mobile: false, current: true });
    expect(devices.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'Chrome 131', system: 'Android 14', mobile: true, current: false }),
        expect.objectContaining({ browser: null, system: null, mobile: false, current: false }),
      ]),
    );
    for (const device of devices) {
      expect(device.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(device.signedInAt)).toBeLessThanOrEqual(Date.parse(device.lastSeenAt));
    }
    expect((await server.client().get('/api/sessions')).status).toBe(401);
  });

  it('signs one device out: its next call finds it signed out, and the others stay in', async () => {
    const { phone, computer, script } = await signedInThrice();
    const phoneId = (await devicesSeenBy(phone))[0]?.id ?? '';
    const ended = await computer.request('DELETE', `/api/sessions/${phoneId}`);
    expect(ended.status, ended.text).toBe(204);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await script.get('/api/auth/user')).status).toBe(200);
    expect((await devicesSeenBy(computer)).map((device) => device.id)).not.toContain(phoneId);
    // Already signed out: said so, and nothing else changes.
    const again = await computer.request('DELETE', `/api/sessions/${phoneId}`);
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({ code: 'device-not-found', message: serverMessages.errors.deviceNotFound });
    expect(await devicesSeenBy(computer)).toHaveLength(2);
  });

  it('refuses this device, an unknown one and another account’s, changing nothing', async () => {
    const { phone, computer } = await signedInThrice();
    const stranger = await signedInThrice();
    const [thisOne] = await devicesSeenBy(computer);
    const self = await computer.request('DELETE', `/api/sessions/${thisOne?.id}`);
    expect(self.status).toBe(400);
    expect(self.json).toMatchObject({ code: 'this-device', message: serverMessages.errors.thisDevice });
    for (const id of ['not-a-device', '00000000-0000-4000-8000-000000000000', (await devicesSeenBy(stranger.phone))[0]?.id]) {
      const refused = await computer.request('DELETE', `/api/sessions/${id}`);
      expect(refused.status, id).toBe(404);
      expect(refused.json).toMatchObject({ code: 'device-not-found' });
    }
    expect((await server.client().request('DELETE', `/api/sessions/${thisOne?.id}`)).status).toBe(401);
    expect(await devicesSeenBy(computer)).toHaveLength(3);
    expect(await devicesSeenBy(stranger.phone)).toHaveLength(3);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
  });

  it('signs out everywhere else, and says how many', async () => {
    const { phone, computer, script } = await signedInThrice();
    const ended = await phone.request('DELETE', '/api/sessions');
    expect(ended.status, ended.text).toBe(200);
    expect(ended.json).toEqual({ ended: 2 });
    expect((await computer.get('/api/auth/user')).status).toBe(401);
    expect((await script.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect(await devicesSeenBy(phone)).toEqual([expect.objectContaining({ current: true })]);
    expect((await phone.request('DELETE', '/api/sessions')).json).toEqual({ ended: 0 });
  });

  it('brings a device’s last use up to date when it calls again', async () => {
    const { phone, computer, user } = await signedInThrice();
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await server.db.knex('sessions').where({ user_id: user.id }).update({ last_seen_at: anHourAgo });
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    const devices = await devicesSeenBy(computer);
    const seen = (current: boolean) => Date.parse(devices.find((device) => device.current === current && device.browser === (current ? 'Firefox 133' : 'Chrome 131'))?.lastSeenAt ?? '');
    // The phone's call and the computer's own listing both count; the device that did not call does not.
    expect(seen(false)).toBeGreaterThan(anHourAgo.getTime() + 60_000);
    expect(seen(true)).toBeGreaterThan(anHourAgo.getTime() + 60_000);
    const idle = devices.find((device) => device.browser === null);
    expect(Date.parse(idle?.lastSeenAt ?? '')).toBe(anHourAgo.getTime());
  });
});
