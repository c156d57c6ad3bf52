import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@shared/api.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const localeOfRow = async (server: TestServer, id: string): Promise<unknown> =>
  (await server.db.knex('users').where({ id }).first('locale'))?.locale;

describe.each(testDatabaseKinds)("an account's language on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('is unset for a new account, then set by its user and shown in the session', async () => {
    const { client, user } = await signedInClient(server);
    expect(user.locale).toBeNull();
    const answer = await client.request('PUT', `/api/users/${user.id}/locale`, { body: { locale: 'hi' } });
    expect(answer.status).toBe(200);
    expect((answer.json as User).locale).toBe('hi');
    expect(((await client.get('/api/auth/user')).json as User).locale).toBe('hi');
    expect((await client.request('PUT', `/api/users/${user.id}/locale`, { body: { locale: 'en' } })).status).toBe(200);
    expect(await localeOfRow(server, user.id)).toBe('en');
  });

  it('refuses another language, another user, and no session, changing nothing', async () => {
    const { client, user } = await signedInClient(server);
    const other = await signedInClient(server);
    for (const body of [{ locale: 'fr' }, { locale: '' }, {}, { locale: 7 }]) {
      const refused = await client.request('PUT', `/api/users/${user.id}/locale`, { body });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: 'invalid-input' });
    }
    expect((await other.client.request('PUT', `/api/users/${user.id}/locale`, { body: { locale: 'hi' } })).status).toBe(403);
    expect((await server.client().request('PUT', `/api/users/${user.id}/locale`, { body: { locale: 'hi' } })).status).toBe(401);
    expect((await client.request('PUT', `/api/users/${randomUUID()}/locale`, { body: { locale: 'hi' } })).status).toBe(403);
    expect(await localeOfRow(server, user.id)).toBeNull();
  });
});
