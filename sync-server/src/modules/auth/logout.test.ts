/**
 * GET /api/logout: the app's own navigation signs out and goes home; a link,
 * image or form from another site gets a page asking first, and only its same-origin POST signs out.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hindi from '@shared/messages/hi/sign-out.ts';
import { signOutMessages } from '@shared/messages/sign-out.ts';
import { SESSION_COOKIE_NAME } from '../../session/session-store.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

describe.each(testDatabaseKinds)('signing out on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const stillSignedIn = async (client: TestClient) => (await client.get('/api/auth/user')).status === 200;
  const t = signOutMessages.confirmPage;

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['Sec-Fetch-Site: same-site (another subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Referer from a browser without Sec-Fetch-Site', { referer: 'https://evil.example/page.html' }],
  ])('asks first when another site sends the browser there (%s)', async (_, headers) => {
    const { client } = await signedInClient(server);
    const response = await client.get('/api/logout', headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(response.text).toContain(t.title);
    expect(response.text).toContain(t.text);
    expect(response.text).toMatch(/<form method="post" action="\/api\/logout"/);
    expect(response.text).toContain('href="/"');
    // No inline script: nothing the CSP would block.
    expect(response.text).not.toMatch(/<script/i);
    expect(await stillSignedIn(client)).toBe(true);
  });

  it("asks in the account's language, else the browser's", async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
    const { client, user } = await signedInClient(server);
    const byBrowser = await client.get('/api/logout', { ...crossSite, 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(byBrowser.text).toContain('<html lang="hi">');
    expect(byBrowser.text).toContain(hindi.confirmPage.title);
    expect((await client.request('PUT', `/api/users/${user.id}/locale`, { body: { locale: 'en' }, headers: { 'idempotency-key': randomUUID() } })).status).toBe(200);
    const byAccount = await client.get('/api/logout', { ...crossSite, 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(byAccount.text).toContain('<html lang="en">');
    expect(byAccount.text).toContain(t.title);
    expect(await stillSignedIn(client)).toBe(true);
  });

  it.each([
    ['the app (Sec-Fetch-Site: same-origin)', { 'sec-fetch-site': 'same-origin', referer: 'http://127.0.0.1/dashboard' }],
    ['the address bar (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
    ['a client that sends no browser headers', {}],
  ])('signs out at once from %s and goes home', async (_, headers) => {
    const { client } = await signedInClient(server);
    const response = await client.get('/api/logout', headers);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(client.cookies.has(SESSION_COOKIE_NAME)).toBe(false);
    expect(await stillSignedIn(client)).toBe(false);
  });

  it("signs out when the page's own form is sent, from this origin", async () => {
    const { client } = await signedInClient(server);
    const signedIn = client.cookieHeader;
    const response = await client.request('POST', '/api/logout', {
      raw: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: server.url },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(await stillSignedIn(client)).toBe(false);
    expect((await server.client().get('/api/auth/user', { cookie: signedIn })).status).toBe(401);
  });

  it('refuses the same form sent from another site', async () => {
    const { client } = await signedInClient(server);
    const response = await client.request('POST', '/api/logout', {
      raw: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ code: 'cross-site-request' });
    expect(await stillSignedIn(client)).toBe(true);
  });

  it('sends a visitor who is not signed in home without asking', async () => {
    const response = await server.client().get('/api/logout', { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });
});
