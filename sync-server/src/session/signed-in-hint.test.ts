/**
 * The page-readable "signed in" hint (shared/src/signed-in-hint.ts): set beside the session at
 * sign-in, readable by scripts, gone at sign-out and when the session has gone on the server, and
 * never set for a signed-out visitor (whose first visit then never asks who is signed in).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@shared/signed-in-hint.ts';
import { newRegistration } from '../test/factories.ts';
import { testDatabaseKinds } from '../test/test-databases.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

describe.each(testDatabaseKinds)('the signed-in hint cookie on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const hintLine = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

  it('is not set for a signed-out visitor', async () => {
    const client = server.client();
    expect((await client.get('/api/categories')).status).toBe(200);
    const unknown = await client.get('/api/auth/user');
    expect(unknown.status).toBe(401);
    expect(hintLine(unknown.headers)).toBeUndefined();
    expect(client.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  it('is set at sign-up for scripts to read, and cleared at sign-out', async () => {
    const client = server.client();
    const registered = await client.post('/api/register', newRegistration());
    expect(registered.status).toBe(201);
    const line = hintLine(registered.headers) ?? '';
    expect(line).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(line.toLowerCase()).not.toContain('httponly');
    expect(line.toLowerCase()).toContain('samesite=lax');

    expect((await client.get('/api/logout')).status).toBe(302);
    expect(client.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  it('is cleared when the session has gone on the server, and set again for a session that lacks it', async () => {
    const client = server.client();
    const registration = newRegistration();
    expect((await client.post('/api/register', registration)).status).toBe(201);
    // A browser that lost the hint (or a session older than it) gets it back with its next call.
    client.cookies.delete(SIGNED_IN_HINT_COOKIE);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(client.cookies.get(SIGNED_IN_HINT_COOKIE)).toBe('1');

    await server.db.knex('sessions').delete();
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect(client.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });
});
