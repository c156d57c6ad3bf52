/**
 * Idempotency-Key on every mutating call: which routes take it, what the middleware
 * does with a key in flight, a stale claim or a stale answer, and, per call, that a replay returns the
 * first answer and changes nothing. Favourites, uploads and listings have more in their own tests.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageUploads, Item, ProfileUploadUrl, User, VideoUpload, WebsiteReview } from '@shared/api.ts';
import { routeModules } from '../app.ts';
import { newListing } from '../test/factories.ts';
import { categoryIds, signedInClient } from '../test/signed-in.ts';
import { testDatabaseKinds } from '../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import { putBytes } from '../test/uploads.ts';
import type { AppRouter } from '../types.ts';
import { STALE_CLAIM_MS } from '@shared/timings.ts';
import { isIdempotent } from './idempotent.ts';

/**
 * Mutating calls that deliberately take no key. Sign-up and sign-in start a session: a replayed answer
 * could not carry the cookie the first one set, a repeated sign-up is answered "username taken" and a
 * repeated sign-in simply signs in again; neither is ever queued in an outbox. Sign-out (the form of
 * the page a cross-site /api/logout shows) ends the session: a replayed answer would leave a later
 * session alive. The changes call is a read sent as POST. The payment webhook is called by the gateway,
 * not the app: it is de-duplicated by the event its signed body names (modules/payments/webhook-service.ts).
 * Linking a provider by password and giving a provider sign-in's new account its email (server-rendered
 * forms) sign in too, and their pending attempt is used once: a second submit is refused. Password
 * recovery: asking for a link twice mails two (as asking twice means), and a link is used once, so a
 * repeat is refused; setting the password through it, or changing it with the current one, starts a
 * session like a sign-in. An email confirmation link is used once too. A change of email is counted
 * before its password is checked, like a password change; asking twice mails the new address twice.
 * Deleting the account is counted the same way, and ends the session a replay would come from. An
 * email's one-click unsubscribe is posted by mail programs, which send no key; turning a kind of email
 * off twice is the same as once.
 */
const NOT_KEYED = [
  'POST /api/register',
  'POST /api/login/email',
  'POST /api/login/email-choice',
  'POST /api/login/link',
  'POST /api/logout',
  'POST /api/items/changes',
  'POST /api/payments/webhook',
  'POST /api/password-reset',
  'POST /api/password-reset/confirm',
  'POST /api/password',
  'POST /api/email/confirm',
  'POST /api/email/change',
  'DELETE /api/account',
  'POST /api/email/unsubscribe',
];

describe('which calls honour Idempotency-Key', () => {
  it('every POST, PUT, PATCH and DELETE under /api goes through idempotent(), but the few that must not', () => {
    const router: AppRouter = new Router();
    for (const addRoutes of routeModules) addRoutes(router);
    const mutating = router.stack.flatMap((layer) =>
      layer.methods.filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)).map((method) => ({ call: `${method} ${layer.path}`, layer })),
    );
    expect(mutating.length).toBeGreaterThan(10);
    const unkeyed = mutating.filter(({ layer }) => !layer.stack.some(isIdempotent)).map(({ call }) => call);
    expect(unkeyed.sort()).toEqual([...NOT_KEYED].sort());
  });
});

describe.each(testDatabaseKinds)('Idempotency-Key on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-idempotency-'));
  let server: TestServer;
  let categories: Record<string, string>;
  let client: TestClient;
  let user: User;
  const key = () => `k-${randomUUID()}`;
  const count = async (table: string) => Number((await server.db.knex(table).count<{ count: string }[]>('* as count'))[0]?.count);

  beforeAll(async () => {
    server = await startTestServer(kind, { dataDir });
    categories = await categoryIds(server);
    ({ client, user } = await signedInClient(server));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const createItem = async () => {
    const response = await client.post('/api/items', newListing(categories.cameras ?? ''));
    expect(response.status, response.text).toBe(201);
    return response.json as Item;
  };

  describe('the middleware', () => {
    it('refuses a malformed key with 400 and writes nothing', async () => {
      const before = await count('items');
      const response = await client.post('/api/items', newListing(categories.cameras ?? ''), { 'idempotency-key': 'short' });
      expect(response.status).toBe(400);
      expect(await count('items')).toBe(before);
    });

    it('answers 409 while the first request holds the key, and lets a claim whose process stopped be taken over', async () => {
      const body = newListing(categories.cameras ?? '', { id: randomUUID() });
      const k = key();
      // What a request still running looks like: claimed with its fingerprint, no answer yet.
      const fingerprint = createHash('sha256').update(`POST /api/items\n${JSON.stringify(body)}`).digest('hex');
      await server.db.knex('idempotency_keys').insert({ scope: user.id, key: k, fingerprint, response_status: 0 });
      const before = await count('items');
      const inFlight = await client.post('/api/items', body, { 'idempotency-key': k });
      expect(inFlight.status).toBe(409);
      expect(inFlight.json).toMatchObject({ code: 'idempotency-in-flight' });
      expect(await count('items')).toBe(before);

      // Older than any request can run (timings.test.ts shows a younger one is not taken over).
      await server.db.knex('idempotency_keys').where({ key: k }).update({ created_at: new Date(Date.now() - STALE_CLAIM_MS - 60_000) });
      const takenOver = await client.post('/api/items', body, { 'idempotency-key': k });
      expect(takenOver.status, takenOver.text).toBe(201);
      const replay = await client.post('/api/items', body, { 'idempotency-key': k });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await count('items')).toBe(before + 1);
    });

    it('keeps answers 30 days: the sweep deletes only older keys', async () => {
      const { deleteOldKeys } = await import('./idempotency-repo.ts');
      const [kept, old] = [key(), key()];
      await client.post('/api/website-reviews', { rating: 5, reviewText: 'Kept for a month at least.' }, { 'idempotency-key': kept });
      await client.post('/api/website-reviews', { rating: 4, reviewText: 'This one is from long ago.' }, { 'idempotency-key': old });
      await server.db.knex('idempotency_keys').where({ key: kept }).update({ created_at: server.db.knex.raw("now() - interval '29 days'") });
      await server.db.knex('idempotency_keys').where({ key: old }).update({ created_at: server.db.knex.raw("now() - interval '31 days'") });
      await deleteOldKeys(server.db.knex);
      const left = await server.db.knex('idempotency_keys').whereIn('key', [kept, old]).pluck('key');
      expect(left).toEqual([kept]);
    });
  });

  describe('a replay returns the first answer byte for byte', () => {
    it.each([
      ['POST /api/items', () => ({ method: 'POST', path: '/api/items', body: newListing(categories.cameras ?? '', { id: randomUUID() }) })],
      ['PUT /api/users/{id}', () => ({ method: 'PUT', path: `/api/users/${user.id}`, body: { fullName: 'Ira Sen', location: 'Kochi' } })],
    ])('%s', async (_call, call) => {
      const { method, path: address, body } = call();
      const headers = { 'idempotency-key': key() };
      const send = () => client.request(method, address, { body, headers });
      const first = await send();
      expect(first.status, first.text).toBeLessThan(300);
      // jsonb hands keys back sorted by length, then by name: the first answer's order is not that one.
      const keys = Object.keys(first.json as object);
      expect(keys).not.toEqual([...keys].sort((a, b) => a.length - b.length || (a < b ? -1 : 1)));
      const replay = await send();
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.status).toBe(first.status);
      expect(replay.headers.get('content-type')).toBe(first.headers.get('content-type'));
      expect(replay.bytes.equals(first.bytes), `${first.text}\n${replay.text}`).toBe(true);
    });
  });

  describe('a replay returns the first answer and changes nothing', () => {
    it('PUT /api/items/{id}: a later edit stays', async () => {
      const item = await createItem();
      const first = key();
      const put = (title: string, k: string) =>
        client.request('PUT', `/api/items/${item.id}`, { body: newListing(categories.cameras ?? '', { title }), headers: { 'idempotency-key': k } });
      expect((await put('First edit', first)).status).toBe(200);
      expect((await put('Second edit', key())).status).toBe(200);
      const seq = await server.db.knex('items').where({ id: item.id }).first('change_seq', 'updated_at');
      const replay = await put('First edit', first);
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.json).toMatchObject({ title: 'First edit' });
      expect((await server.client().get(`/api/items/${item.id}`)).json).toMatchObject({ title: 'Second edit' });
      expect(await server.db.knex('items').where({ id: item.id }).first('change_seq', 'updated_at')).toEqual(seq);
    });

    it('POST /api/website-reviews', async () => {
      const k = key();
      const body = { rating: 5, reviewText: 'Found a tent for the weekend.' };
      const first = await client.post('/api/website-reviews', body, { 'idempotency-key': k });
      const before = await count('website_reviews');
      const replay = await client.post('/api/website-reviews', body, { 'idempotency-key': k });
      expect(replay.status).toBe(201);
      expect((replay.json as WebsiteReview).id).toBe((first.json as WebsiteReview).id);
      expect(await count('website_reviews')).toBe(before);
    });

    it('PUT /api/users/{id}: a later profile change stays', async () => {
      const k = key();
      const put = (fullName: string, headerKey: string) =>
        client.request('PUT', `/api/users/${user.id}`, { body: { fullName, location: 'Indore' }, headers: { 'idempotency-key': headerKey } });
      expect((await put('Meera Joshi', k)).status).toBe(200);
      expect((await put('Meera Kulkarni', key())).status).toBe(200);
      const replay = await put('Meera Joshi', k);
      expect(replay.status).toBe(200);
      expect(replay.json).toMatchObject({ fullName: 'Meera Joshi' });
      expect((await client.get('/api/auth/user')).json).toMatchObject({ fullName: 'Meera Kulkarni' });
      expect((await server.client().request('PUT', `/api/users/${user.id}`, { body: { fullName: 'Anyone', location: 'Indore' } })).status).toBe(401);
    });

    it('POST /api/items/{id}/view: the viewer’s recently viewed list keeps its order', async () => {
      const item = await createItem();
      const k = key();
      expect((await client.post(`/api/items/${item.id}/view`, undefined, { 'idempotency-key': k })).status).toBe(204);
      await server.db.knex('recently_viewed').where({ user_id: user.id, item_id: item.id }).update({ viewed_at: new Date('2026-01-01T00:00:00Z') });
      const replay = await client.post(`/api/items/${item.id}/view`, undefined, { 'idempotency-key': k });
      expect(replay.status).toBe(204);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const row = await server.db.knex('recently_viewed').where({ user_id: user.id, item_id: item.id }).first('viewed_at');
      expect(new Date(row.viewed_at).toISOString()).toBe('2026-01-01T00:00:00.000Z');
      expect((await server.client().get(`/api/items/${item.id}`)).json).toMatchObject({ viewCount: 1 });
    });

    it.each([
      ['/api/upload/images', () => ({ imageCount: 2, itemId: randomUUID() }), (answer: unknown) => (answer as ImageUploads).uploadUrls[0]],
      ['/api/upload/video', () => ({ itemId: randomUUID(), contentType: 'video/mp4', contentLength: 2048 }), (answer: unknown) => (answer as VideoUpload).uploadUrl],
      ['/api/profile/upload-url', () => undefined, (answer: unknown) => (answer as ProfileUploadUrl).uploadURL],
    ])('POST %s: the same links while they can still be used, fresh ones after', async (call, body, urlOf) => {
      const k = key();
      const payload = body();
      const first = await client.post(call, payload, { 'idempotency-key': k });
      expect(first.status, first.text).toBe(200);
      const tokens = await count('upload_tokens');
      const replay = await client.post(call, payload, { 'idempotency-key': k });
      expect(replay.json).toEqual(first.json);
      expect(await count('upload_tokens')).toBe(tokens);

      // Ten minutes on, a replayed link would have five minutes left at most: the call runs again.
      await server.db.knex('idempotency_keys').where({ key: k }).update({ created_at: server.db.knex.raw("now() - interval '11 minutes'") });
      const later = await client.post(call, payload, { 'idempotency-key': k });
      expect(later.status).toBe(200);
      expect(later.headers.get('idempotent-replayed')).toBeNull();
      expect(urlOf(later.json)).not.toBe(urlOf(first.json));
      expect((await client.post(call, payload, { 'idempotency-key': k })).json).toEqual(later.json);
    });

    it('PUT /api/profile/picture: a later picture stays', async () => {
      const upload = async () => {
        const { uploadURL } = (await client.post('/api/profile/upload-url')).json as ProfileUploadUrl;
        const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#36c' } }).png().toBuffer();
        expect((await putBytes(client, uploadURL, png, 'image/png')).status).toBe(200);
        return uploadURL.split('?')[0] ?? '';
      };
      const first = await upload();
      const k = key();
      const saved = await client.request('PUT', '/api/profile/picture', { body: { profileImageUrl: first }, headers: { 'idempotency-key': k } });
      expect(saved.status, saved.text).toBe(200);
      const second = await upload();
      expect((await client.request('PUT', '/api/profile/picture', { body: { profileImageUrl: second } })).status).toBe(200);
      const now = ((await client.get('/api/auth/user')).json as User).profileImageUrl;
      const replay = await client.request('PUT', '/api/profile/picture', { body: { profileImageUrl: first }, headers: { 'idempotency-key': k } });
      expect(replay.status).toBe(200);
      expect(replay.json).toEqual(saved.json);
      expect(((await client.get('/api/auth/user')).json as User).profileImageUrl).toBe(now);
    });
  });
});
