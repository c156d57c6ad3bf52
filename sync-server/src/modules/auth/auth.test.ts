import { parseOptions } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionId, SESSION_COOKIE_NAME } from '../../session/session-store.ts';
import { newRegistration } from '../../test/factories.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { authMessages } from '@shared/messages/auth.ts';
import { serverMessages } from '@shared/messages/server.ts';

describe.each(testDatabaseKinds)('accounts on %s', (kind) => {
  let server: TestServer;
  const countUsers = async () => Number((await server.db.knex('users').count<{ count: string }[]>('* as count'))[0]?.count);

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  describe('POST /api/register', () => {
    it('creates the account, signs the user in and never returns the password hash', async () => {
      const client = server.client();
      const payload = newRegistration({ fullName: '  Ravi Kumar ' });
      const response = await client.post('/api/register', payload);
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({
        username: payload.username,
        email: payload.email,
        fullName: 'Ravi Kumar',
        role: 'user',
        isVerified: false,
        premiumTier: 'free',
        hasPassword: true,
      });
      // Whether there is a password, never the hash.
      expect(response.text).not.toMatch(/"password"|passwordHash|password_hash|\$argon2/i);
      const me = await client.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.json).toEqual(response.json);
    });

    it('stores an argon2id hash with m=19456 KiB, t=2, p=1', async () => {
      const payload = newRegistration();
      await server.client().post('/api/register', payload);
      const row = await server.db.knex('users').where({ username: payload.username }).first('password_hash');
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
      expect(parseOptions(row.password_hash)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    });

    it('keeps the session server-side under a hash of a 256-bit id', async () => {
      const client = server.client();
      const response = await client.post('/api/register', newRegistration());
      const sessionId = client.cookies.get(SESSION_COOKIE_NAME) ?? '';
      expect(Buffer.from(sessionId, 'base64url')).toHaveLength(32);
      const row = await server.db.knex('sessions').where({ id: hashSessionId(sessionId) }).first();
      expect(row?.user_id).toBe((response.json as { id: string }).id);
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`)) ?? '';
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
    });

    const v = authMessages.validation;
    it.each([
      ['username', { username: 'ab' }, v.usernameMin],
      ['username', { username: 'has space' }, v.usernameChars],
      ['email', { email: 'not-an-email' }, v.emailInvalid],
      ['fullName', { fullName: 'A' }, v.fullNameMin],
      ['fullName', { fullName: 'A'.repeat(101) }, v.fullNameMax],
      ['password', { password: '12345' }, v.passwordMin],
      ['password', { password: 'x'.repeat(129) }, v.passwordMax],
      ['username', { username: 42 }, v.usernameMin],
    ])('refuses a bad %s with its message and writes nothing', async (field, override, message) => {
      const before = await countUsers();
      const response = await server.client().post('/api/register', { ...newRegistration(), ...override });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'invalid-input', message, fields: { [field]: message } });
      expect(await countUsers()).toBe(before);
    });

    it('refuses an empty body with a message for every field', async () => {
      const response = await server.client().post('/api/register', {});
      expect(response.status).toBe(400);
      expect(Object.keys((response.json as { fields: object }).fields).sort()).toEqual(['email', 'fullName', 'password', 'username']);
      // Fields left out altogether are coded 'required'; a field sent but wrong is not coded (its words are its schema's).
      expect((response.json as { fieldCodes: object }).fieldCodes).toEqual({ email: 'required', fullName: 'required', password: 'required', username: 'required' });
      const short = await server.client().post('/api/register', { ...newRegistration(), username: 'ab' });
      expect(short.json).not.toHaveProperty('fieldCodes');
    });

    it('answers a taken username or email, in any letter case, with 409 and a clear message', async () => {
      const first = newRegistration();
      await server.client().post('/api/register', first);
      const before = await countUsers();
      const sameName = await server.client().post('/api/register', newRegistration({ username: first.username.toUpperCase() }));
      expect(sameName.status).toBe(409);
      // Each field refusal coded too, so a client in another language can say which field and why.
      expect(sameName.json).toEqual({
        code: 'username-taken',
        message: serverMessages.errors.usernameTaken,
        fields: { username: serverMessages.errors.usernameTaken },
        fieldCodes: { username: 'username-taken' },
      });
      const sameEmail = await server.client().post('/api/register', newRegistration({ email: first.email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.json).toEqual({ code: 'email-taken', message: serverMessages.errors.emailTaken, fields: { email: serverMessages.errors.emailTaken }, fieldCodes: { email: 'email-taken' } });
      expect(await countUsers()).toBe(before);
    });

    it('answers malformed JSON with 400, an oversize body with 413 and another type with 415, writing nothing', async () => {
      const before = await countUsers();
      const client = server.client();
      const json = { 'content-type': 'application/json' };
      const malformed = await client.request('POST', '/api/register', { raw: '{"username": "abc",', headers: json });
      expect(malformed.status).toBe(400);
      expect(malformed.json).toMatchObject({ code: 'malformed-json' });
      const scalar = await client.request('POST', '/api/register', { raw: '"just a string"', headers: json });
      expect(scalar.status).toBe(400);
      const huge = await client.request('POST', '/api/register', {
        raw: JSON.stringify({ ...newRegistration(), fullName: 'x'.repeat(200_000) }),
        headers: json,
      });
      expect(huge.status).toBe(413);
      expect(huge.json).toMatchObject({ code: 'payload-too-large' });
      const form = await client.request('POST', '/api/register', {
        raw: 'username=abc&password=123456',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      expect(form.json).toMatchObject({ code: 'unsupported-media-type' });
      expect(await countUsers()).toBe(before);
    });

    it('refuses a cross-site request before doing anything', async () => {
      const before = await countUsers();
      const fetchSite = await server.client().post('/api/register', newRegistration(), { 'sec-fetch-site': 'cross-site' });
      expect(fetchSite.status).toBe(403);
      expect(fetchSite.json).toMatchObject({ code: 'cross-site-request' });
      const origin = await server.client().post('/api/register', newRegistration(), { origin: 'https://evil.example' });
      expect(origin.status).toBe(403);
      const sameOrigin = await server.client().post('/api/register', newRegistration(), { origin: server.url, 'sec-fetch-site': 'same-origin' });
      expect(sameOrigin.status).toBe(201);
      expect(await countUsers()).toBe(before + 1);
    });
  });

  describe('POST /api/login/email', () => {
    it('signs in by username or by email, ignoring letter case', async () => {
      const payload = newRegistration();
      await server.client().post('/api/register', payload);
      for (const username of [payload.username, payload.email, payload.email.toUpperCase()]) {
        const client = server.client();
        const response = await client.post('/api/login/email', { username, password: payload.password });
        expect(response.status).toBe(200);
        expect(response.json).toMatchObject({ username: payload.username });
        expect((await client.get('/api/auth/user')).status).toBe(200);
      }
    });

    it('answers a wrong password and an unknown account alike, without a session', async () => {
      const payload = newRegistration();
      await server.client().post('/api/register', payload);
      for (const attempt of [
        { username: payload.username, password: 'wrong password' },
        { username: 'nobody_here', password: payload.password },
      ]) {
        const client = server.client();
        const response = await client.post('/api/login/email', attempt);
        expect(response.status).toBe(401);
        expect(response.json).toEqual({ code: 'invalid-credentials', message: serverMessages.errors.invalidCredentials });
        expect(client.cookies.size).toBe(0);
      }
    });

    it('requires both fields, each with its message', async () => {
      const response = await server.client().post('/api/login/email', { username: ' ', password: '' });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({
        fields: { username: authMessages.validation.usernameRequired, password: authMessages.validation.passwordRequired },
      });
    });

    it('gives a new session id at sign-in, so a cookie held before no longer works', async () => {
      const first = newRegistration();
      const second = newRegistration();
      await server.client().post('/api/register', first);
      await server.client().post('/api/register', second);
      const client = server.client();
      await client.post('/api/login/email', { username: first.username, password: first.password });
      const before = client.cookieHeader;
      await client.post('/api/login/email', { username: second.username, password: second.password });
      expect(client.cookieHeader).not.toBe(before);
      const me = await client.get('/api/auth/user');
      expect(me.json).toMatchObject({ username: second.username });
      const old = await server.client().get('/api/auth/user', { cookie: before });
      expect(old.status).toBe(401);
    });

    it('pauses sign-in for an account on one address after repeated failures, not for others', async () => {
      const victim = newRegistration();
      const other = newRegistration();
      await server.client().post('/api/register', victim);
      await server.client().post('/api/register', other);
      for (let attempt = 0; attempt < 5; attempt++) {
        const failed = await server.client().post('/api/login/email', { username: victim.username, password: 'guess' + attempt });
        expect(failed.status).toBe(401);
      }
      const blocked = await server.client().post('/api/login/email', { username: victim.email, password: victim.password });
      expect(blocked.status).toBe(429);
      expect(blocked.json).toMatchObject({ code: 'throttled', details: { retryAfterSeconds: Number(blocked.headers.get('retry-after')) } });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      const unaffected = await server.client().post('/api/login/email', { username: other.username, password: other.password });
      expect(unaffected.status).toBe(200);
    });
  });

  describe('GET /api/auth/user and GET /api/logout', () => {
    it('answers 401 without a session and with a forged or tampered cookie', async () => {
      expect((await server.client().get('/api/auth/user')).status).toBe(401);
      const client = server.client();
      await client.post('/api/register', newRegistration());
      const signature = client.cookies.get(`${SESSION_COOKIE_NAME}.sig`);
      const forged = await server.client().get('/api/auth/user', {
        cookie: `${SESSION_COOKIE_NAME}=${'A'.repeat(43)}; ${SESSION_COOKIE_NAME}.sig=${signature}`,
      });
      expect(forged.status).toBe(401);
      expect(forged.json).toMatchObject({ code: 'not-signed-in' });
    });

    it('signs out: redirects home, destroys the session, and the old cookie stops working', async () => {
      const client = server.client();
      await client.post('/api/register', newRegistration());
      const signedIn = client.cookieHeader;
      const sessionsBefore = await server.db.knex('sessions').count<{ count: string }[]>('* as count');
      const response = await client.get('/api/logout');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
      expect(client.cookies.has(SESSION_COOKIE_NAME)).toBe(false);
      const sessionsAfter = await server.db.knex('sessions').count<{ count: string }[]>('* as count');
      expect(Number(sessionsAfter[0]?.count)).toBe(Number(sessionsBefore[0]?.count) - 1);
      const replay = await server.client().get('/api/auth/user', { cookie: signedIn });
      expect(replay.status).toBe(401);
    });

    it('drops the session of an account that no longer exists', async () => {
      const client = server.client();
      const payload = newRegistration();
      await client.post('/api/register', payload);
      await server.db.knex('users').where({ username: payload.username }).delete();
      expect((await client.get('/api/auth/user')).status).toBe(401);
    });
  });
});
