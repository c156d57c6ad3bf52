/**
 * Every write in one transaction (the route chain): each mutating route has exactly one
 * transaction stage, after its idempotency layer and right before its handler; and a write that fails
 * halfway leaves nothing behind — not its rows, not a claimed key.
 */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, User } from '@shared/api.ts';
import { routeModules } from '../app.ts';
import { isIdempotent } from '../idempotency/idempotent.ts';
import { newListing } from '../test/factories.ts';
import { categoryIds, signedInClient } from '../test/signed-in.ts';
import { testDatabaseKinds } from '../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server.ts';
import type { AppRouter } from '../types.ts';
import { isTransaction } from './transaction.ts';

/**
 * Mutating calls without a transaction stage, and why. Sign-in: a refused sign-in answers with an
 * error, which would roll back the attempt the throttle counted. Sign-out: its one write, removing the
 * session, is koa-session's, made after the handler. The changes call is a read sent as POST (its ids
 * do not fit a URL). Linking a provider by password: a sign-in, throttled like the password one. A
 * provider sign-in's new account with the email its person gave: the account and its identity are
 * written in a transaction of their own, tried again after a lost race (a username taken meanwhile),
 * which one transaction for the whole request could not do. A password change: like a sign-in, its try
 * is counted (and committed) before the current password is checked, then the change and the end of
 * the account's sessions are one transaction of their own. A change of email and an account's
 * deletion: counted the same way before the password is checked (the deletion is then one transaction
 * of its own).
 */
const WITHOUT_TRANSACTION = ['POST /api/login/email', 'POST /api/login/email-choice', 'POST /api/login/link', 'POST /api/logout', 'POST /api/items/changes', 'POST /api/password', 'POST /api/email/change', 'DELETE /api/account'];

describe('the route chain', () => {
  const router: AppRouter = new Router();
  for (const addRoutes of routeModules) addRoutes(router);
  const mutating = router.stack.flatMap((layer) =>
    layer.methods.filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)).map((method) => ({ call: `${method} ${layer.path}`, layer })),
  );

  it('gives every POST, PUT, PATCH and DELETE under /api exactly one transaction stage, but the few that must not have one', () => {
    expect(mutating.length).toBeGreaterThan(10);
    const counts = mutating.map(({ call, layer }) => [call, layer.stack.filter(isTransaction).length] as const);
    expect(counts.filter(([, count]) => count > 1)).toEqual([]);
    expect(counts.filter(([, count]) => count === 0).map(([call]) => call).sort()).toEqual([...WITHOUT_TRANSACTION].sort());
  });

  it('puts the transaction stage right before the handler, after the idempotency layer that stores its answer in it', () => {
    const staged = mutating
      .map(({ call, layer }) => ({ call, layer, stage: layer.stack.findIndex(isTransaction), keyed: layer.stack.findIndex(isIdempotent) }))
      .filter(({ stage }) => stage !== -1);
    for (const { call, layer, stage } of staged) expect(stage, call).toBe(layer.stack.length - 2);
    // Where a call has an idempotency layer, it comes first.
    for (const { call, stage, keyed } of staged.filter(({ keyed }) => keyed !== -1)) expect(keyed, call).toBeLessThan(stage);
  });
});

describe.each(testDatabaseKinds)('a write failing halfway on %s', (kind) => {
  let server: TestServer;
  let client: TestClient;
  let user: User;
  let categories: Record<string, string>;
  const count = async (table: string) => Number((await server.db.knex(table).count<{ count: string }[]>('* as count'))[0]?.count);

  /** Makes every statement of this kind on the table fail, as a full disk or a bug halfway through a write would. */
  const failOn = async (table: string, event: 'INSERT' | 'UPDATE') => {
    await server.db.knex.raw(`CREATE OR REPLACE FUNCTION injected_failure() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await server.db.knex.raw(`CREATE TRIGGER injected_failure BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION injected_failure()`);
    return () => server.db.knex.raw(`DROP TRIGGER injected_failure ON ${table}`);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    categories = await categoryIds(server);
    ({ client, user } = await signedInClient(server));
  });
  afterAll(() => server.close());

  it('leaves no listing, search word or claimed key when storing the answer fails after the listing was written', async () => {
    const id = randomUUID();
    const body = newListing(categories.cameras ?? '', { id, title: 'Zeiss binoculars for birding trips' });
    const before = { items: await count('items'), words: await count('search_words') };
    const key = `k-${randomUUID()}`;
    // Storing the answer is the last statement of the transaction: everything else was written by then.
    const restore = await failOn('idempotency_keys', 'UPDATE');
    try {
      const failed = await client.post('/api/items', body, { 'idempotency-key': key });
      expect(failed.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await count('items')).toBe(before.items);
    expect(await count('search_words')).toBe(before.words);
    expect(await server.db.knex('idempotency_keys').where({ key }).first()).toBeUndefined();

    // The key is free again: the same request, retried, creates the listing once.
    const retried = await client.post('/api/items', body, { 'idempotency-key': key });
    expect(retried.status, retried.text).toBe(201);
    expect((retried.json as Item).id).toBe(id);
    expect(await count('items')).toBe(before.items + 1);
  });

  it('leaves no listing when remembering its search words fails after it was inserted, without an Idempotency-Key', async () => {
    const before = await count('items');
    const restore = await failOn('search_words', 'INSERT');
    try {
      const failed = await client.post('/api/items', newListing(categories.cameras ?? '', { title: 'Hasselblad medium format kit' }));
      expect(failed.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await count('items')).toBe(before);
  });

  it('keeps the profile as it was when marking the owner’s listings changed fails, without an Idempotency-Key', async () => {
    expect((await client.post('/api/items', newListing(categories.cameras ?? ''))).status).toBe(201);
    const profile = await server.db.knex('users').where({ id: user.id }).first('full_name', 'location', 'updated_at');
    const restore = await failOn('items', 'UPDATE');
    try {
      const failed = await client.request('PUT', `/api/users/${user.id}`, { body: { fullName: 'Someone Else', location: 'Nagpur' } });
      expect(failed.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await server.db.knex('users').where({ id: user.id }).first('full_name', 'location', 'updated_at')).toEqual(profile);
  });

  it('creates no account when its first write fails halfway, and signs no one in', async () => {
    const before = await count('users');
    const sessions = await count('sessions');
    const restore = await failOn('users', 'INSERT');
    const newcomer = server.client();
    try {
      const failed = await newcomer.post('/api/register', { username: `u_${randomUUID().slice(0, 8)}`, email: `${randomUUID()}@example.in`, fullName: 'Ravi Kumar', password: 'long enough password' });
      expect(failed.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await count('users')).toBe(before);
    expect(await count('sessions')).toBe(sessions);
    expect((await newcomer.get('/api/auth/user')).status).toBe(401);
  });
});
