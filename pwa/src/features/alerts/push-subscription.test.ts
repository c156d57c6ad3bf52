import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@shared/api.ts';
import { fakePush, VAPID_KEY } from '@pwa/test/fake-push.ts';
import { jsonResponse, stubFetch } from '@pwa/test/stub-fetch.ts';
import { base64UrlToBytes } from './base64url.ts';
import { resendSubscription, turnOffAlerts, turnOnAlerts } from './push-subscription.ts';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function server(options: { subscribeStatus?: number } = {}) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === apiPaths.pushPublicKey) return jsonResponse(200, { publicKey: VAPID_KEY });
    if (url === apiPaths.pushSubscriptions && init.method === 'POST') return options.subscribeStatus ? jsonResponse(options.subscribeStatus, { message: 'No.', code: 'invalid-input' }) : jsonResponse(201, {});
    if (url === apiPaths.pushSubscriptions && init.method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse(404, { message: 'Not found.', code: 'not-found' });
  });
  return calls;
}

const sent = (calls: Call[]) => calls.filter((call) => call.url === apiPaths.pushSubscriptions);

describe('turning alerts on and off', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on: asks permission, subscribes with the server key and hands the subscription over', async () => {
    const calls = server();
    const push = fakePush();
    expect(await turnOnAlerts(push.platform)).toBe('on');
    expect(push.prompts).toBe(1);
    expect(new Uint8Array(push.subscription?.options.applicationServerKey ?? new ArrayBuffer(0))).toEqual(base64UrlToBytes(VAPID_KEY));
    expect(sent(calls)).toEqual([{ url: apiPaths.pushSubscriptions, method: 'POST', body: push.subscription?.toJSON() }]);
  });

  it('a denied prompt subscribes nothing and says blocked; a dismissed one says so', async () => {
    const calls = server();
    const denied = fakePush({ answer: 'denied' });
    expect(await turnOnAlerts(denied.platform)).toBe('blocked');
    const dismissed = fakePush({ answer: 'default' });
    expect(await turnOnAlerts(dismissed.platform)).toBe('dismissed');
    expect(denied.subscription ?? dismissed.subscription).toBeNull();
    expect(calls).toEqual([]);
  });

  it('already allowed: no prompt; an existing subscription made with another key is replaced', async () => {
    server();
    const push = fakePush({ permission: 'granted' });
    await (await push.platform.pushManager()).subscribe({ userVisibleOnly: true, applicationServerKey: new Uint8Array([4, 1, 2]) });
    await turnOnAlerts(push.platform);
    expect(push.prompts).toBe(0);
    expect(new Uint8Array(push.subscription?.options.applicationServerKey ?? new ArrayBuffer(0))).toEqual(base64UrlToBytes(VAPID_KEY));
  });

  it('a refused hand-over fails the turn-on and leaves the device unsubscribed (it would say "on" for nothing)', async () => {
    server({ subscribeStatus: 400 });
    const push = fakePush();
    await expect(turnOnAlerts(push.platform)).rejects.toMatchObject({ status: 400 });
    expect(push.subscription).toBeNull();
  });

  it('off: tells the server which endpoint, then unsubscribes this device', async () => {
    const calls = server();
    const push = fakePush();
    await turnOnAlerts(push.platform);
    const endpoint = push.subscription?.endpoint;
    await turnOffAlerts(push.platform);
    expect(push.subscription).toBeNull();
    expect(sent(calls).at(-1)).toEqual({ url: apiPaths.pushSubscriptions, method: 'DELETE', body: { endpoint } });
  });

  it('after a sign-in, an existing subscription is sent again; without one (or permission) nothing is', async () => {
    const calls = server();
    const none = fakePush({ permission: 'granted' });
    expect(await resendSubscription(none.platform)).toBe(false);
    const push = fakePush();
    await turnOnAlerts(push.platform);
    calls.length = 0;
    expect(await resendSubscription(push.platform)).toBe(true);
    expect(sent(calls)).toEqual([{ url: apiPaths.pushSubscriptions, method: 'POST', body: push.subscription?.toJSON() }]);
    push.permission = 'denied';
    expect(await resendSubscription(push.platform)).toBe(false);
  });
});
