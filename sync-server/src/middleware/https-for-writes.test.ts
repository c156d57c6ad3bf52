import type { IncomingMessage, ServerResponse } from 'node:http';
import Cookies from 'cookies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { toAppError } from './error-handler.ts';

describe('a production server reached over plain HTTP', () => {
  let plain: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    plain = await startTestServer('pglite', { env: 'production', trustProxy: false });
    proxied = await startTestServer('pglite', { env: 'production', trustProxy: true });
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
  });

  it('refuses a sign-up with 403 https-required naming TRUST_PROXY, and makes no account', async () => {
    const client = plain.client();
    const registration = newRegistration();
    const response = await client.post('/api/register', registration);
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ code: 'https-required', message: expect.stringContaining('TRUST_PROXY=true') });
    expect(client.cookies.size).toBe(0);
    expect(await plain.db.knex('users').where({ username: registration.username }).first()).toBeUndefined();
    // Reading still works: the site shows, and says what is wrong only where a session is needed.
    expect((await client.get('/api/categories')).status).toBe(200);
  });

  it('signs up behind a trusted proxy that says the connection was HTTPS, with Secure cookies', async () => {
    const client = proxied.client();
    const response = await client.post('/api/register', newRegistration(), { 'X-Forwarded-Proto': 'https' });
    expect(response.status).toBe(201);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('; secure');
    // The same proxy passing on a plain-HTTP request: refused as well.
    expect((await proxied.client().post('/api/register', newRegistration(), { 'X-Forwarded-Proto': 'http' })).json).toMatchObject({ code: 'https-required' });
  });
});

describe('a Secure cookie refused on a plain connection', () => {
  it('is a 403 https-required for the client, not a 500', () => {
    const request = { headers: {}, connection: { encrypted: false } } as unknown as IncomingMessage;
    const response = { getHeader: () => undefined, setHeader: () => undefined } as unknown as ServerResponse;
    let refusal: unknown;
    try {
      new Cookies(request, response, { secure: false }).set('kiraya_sid', 'x', { secure: true });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Error);
    expect(toAppError(refusal)).toMatchObject({ status: 403, code: 'https-required' });
  });
});
