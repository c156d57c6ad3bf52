import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';

const localeOfRow = async (server: TestServer, id: string): Promise<unknown> =>
  await server.db.knex('users').where({ id }).first('locale', 'locale_chosen');

const putLocale = (client: TestClient, user: User, body: unknown) => client.request('PUT', `/api/users/${user.id}/locale`, { body });

describe.each(testDatabaseKinds)("an account's language on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('is unset and not chosen for a new account, then chosen by its user and shown in the session', async () => {
    const { client, user } = await signedInClient(server);
    expect(user).toMatchObject({ locale: null, localeChosen: false });
    const answer = await putLocale(client, user, { locale: 'hi', chosen: true });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ locale: 'hi', localeChosen: true });
    expect((await client.get('/api/auth/user')).json).toMatchObject({ locale: 'hi', localeChosen: true });
    expect((await putLocale(client, user, { locale: 'en', chosen: true })).status).toBe(200);
    expect(await localeOfRow(server, user.id)).toEqual({ locale: 'en', locale_chosen: true });
  });

  it("follows the language a device reports until the user chooses one, which a report never overwrites", async () => {
    const { client, user } = await signedInClient(server);
    expect((await putLocale(client, user, { locale: 'en', chosen: false })).json).toMatchObject({ locale: 'en', localeChosen: false });
    // Another device, read in Hindi: the account's alerts follow it, as nobody chose otherwise.
    expect((await putLocale(client, user, { locale: 'hi', chosen: false })).json).toMatchObject({ locale: 'hi', localeChosen: false });

    expect((await putLocale(client, user, { locale: 'en', chosen: true })).json).toMatchObject({ locale: 'en', localeChosen: true });
    // A device read in Hindi reports it; the answer is the account as it stays, with the user's choice.
    const reported = await putLocale(client, user, { locale: 'hi', chosen: false });
    expect(reported.status).toBe(200);
    expect(reported.json).toMatchObject({ locale: 'en', localeChosen: true });
    // Older versions of the app send no `chosen`: a report, which changes nothing here either.
    expect((await putLocale(client, user, { locale: 'hi' })).json).toMatchObject({ locale: 'en', localeChosen: true });
    expect(await localeOfRow(server, user.id)).toEqual({ locale: 'en', locale_chosen: true });

    // A new choice replaces the old one.
    expect((await putLocale(client, user, { locale: 'hi', chosen: true })).json).toMatchObject({ locale: 'hi', localeChosen: true });
  });

  it('refuses another language, a `chosen` that is not true or false, another user and no session, changing nothing', async () => {
    const { client, user } = await signedInClient(server);
    const other = await signedInClient(server);
    const required = serverMessages.errors.fieldRequired('locale');
    for (const [body, message] of [
      [{ locale: 'fr', chosen: true }, serverMessages.locale.invalid],
      [{ locale: '', chosen: false }, serverMessages.locale.invalid],
      [{ locale: 7, chosen: true }, serverMessages.locale.invalid],
      [{}, required],
      [{ chosen: true }, required],
    ] as const) {
      const refused = await putLocale(client, user, body);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: 'invalid-input', message, fields: { locale: message } });
    }
    for (const chosen of ['yes', 1, null]) {
      const refused = await putLocale(client, user, { locale: 'hi', chosen });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: 'invalid-input', message: serverMessages.locale.chosenInvalid, fields: { chosen: serverMessages.locale.chosenInvalid } });
    }
    expect((await putLocale(other.client, user, { locale: 'hi', chosen: true })).status).toBe(403);
    expect((await putLocale(server.client(), user, { locale: 'hi', chosen: true })).status).toBe(401);
    expect((await client.request('PUT', `/api/users/${randomUUID()}/locale`, { body: { locale: 'hi', chosen: true } })).status).toBe(403);
    expect(await localeOfRow(server, user.id)).toEqual({ locale: null, locale_chosen: false });
  });
});
